package io.qwenmanaged.tests.install;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.kit.ManagedQwenFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * One place to install the kit into, inside a private folder, and what is installed there:
 *
 * <pre>
 * opt/        the install prefix (absent until an install creates it)
 * etc/        the config directory (likewise)
 * qwen/node_modules/@qwen-code/qwen-code/   a stand-in Qwen package of the pinned version
 * workspace/  the repository
 * repos/NAME/ the repositories of a plan that lists several ({@link #repository})
 * plans/      the admin plans the tests write
 * </pre>
 *
 * See {@link Plans} for what the plans pin.
 */
final class Site {

  static final String QWEN_VERSION = "0.24.4";
  static final String CREDENTIAL_ENV = "MEM0_API_KEY";

  /** The Mem0 key in the developer's environment: a canary no output may show. */
  static final String CREDENTIAL = "qmk-install-test-credential-7f3a9c";

  private static final ObjectMapper JSON = new ObjectMapper();

  private final UnpackedKit kit;
  private final Path root;

  private Site(UnpackedKit kit, Path root) {
    this.kit = kit;
    this.root = root;
  }

  static Site create(UnpackedKit kit, Path root) {
    Site site = new Site(kit, root);
    try {
      Path qwen = site.qwenCli().getParent();
      Files.createDirectories(qwen);
      Files.writeString(qwen.resolve("cli.js"), "console.log(\"" + QWEN_VERSION + "\");\n");
      Files.writeString(
          qwen.resolve("package.json"),
          "{\"name\":\"@qwen-code/qwen-code\",\"version\":\"" + QWEN_VERSION + "\"}\n");
      ManagedQwenFiles.copyInto(qwen);
      Files.createDirectories(site.workspace());
      Files.createDirectories(root.resolve("plans"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return site;
  }

  Path root() {
    return root;
  }

  Path prefix() {
    return root.resolve("opt");
  }

  Path configDir() {
    return root.resolve("etc");
  }

  Path launcherJson() {
    return configDir().resolve("launcher.json");
  }

  /** The developer's command, {@code <prefix>/bin/qwen-managed}. */
  Path wrapper() {
    return prefix().resolve("bin/qwen-managed");
  }

  Path workspace() {
    return root.resolve("workspace");
  }

  /** The root of the listed repository {@code name}, created on first use. */
  Path repository(String name) {
    Path repository = root.resolve("repos").resolve(name);
    try {
      Files.createDirectories(repository);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return repository;
  }

  /** A plan for {@code profile} listing one repository per name (see {@link Plans}). */
  Path repositoriesPlan(String name, String profile, List<String> repositories) {
    return writePlan(name, Plans.withRepositories(this, profile, repositories));
  }

  Path qwenCli() {
    return root.resolve("qwen/node_modules/@qwen-code/qwen-code/cli.js");
  }

  /** A plan for the profile {@code profile} with {@code extraQwenFlags}, written to plans/. */
  Path plan(String name, String profile, List<String> extraQwenFlags) {
    return writePlan(name, planJson(profile, extraQwenFlags));
  }

  /** The plan {@link #plan} writes, as a tree a test may change first. */
  ObjectNode planJson(String profile, List<String> extraQwenFlags) {
    return Plans.of(this, profile, extraQwenFlags);
  }

  Path writePlan(String name, JsonNode plan) {
    try {
      Path file = root.resolve("plans").resolve(name);
      Files.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(plan));
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code posix/install.sh --plan PLAN arguments...}. */
  Outcome install(Path plan, String... arguments) {
    List<String> all = new ArrayList<>(List.of("--plan", plan.toString()));
    all.addAll(List.of(arguments));
    return kit.run("install.sh", all);
  }

  /** {@code posix/<script> arguments...} started in a process group of its own. */
  ProcessGroupRun startInGroup(String script, List<String> arguments) {
    return kit.startInGroup(script, arguments);
  }

  /** {@code posix/rollback.sh --to TARGET --config-dir <etc> arguments...}. */
  Outcome rollback(String target, String... arguments) {
    List<String> all = new ArrayList<>(List.of("--to", target));
    all.addAll(configDirArguments(arguments));
    return kit.run("rollback.sh", all);
  }

  /** {@code posix/qwen-managed-admin verify --config-dir <etc> arguments...}. */
  Outcome verify(String... arguments) {
    List<String> all = new ArrayList<>(List.of("verify"));
    all.addAll(configDirArguments(arguments));
    return kit.run("qwen-managed-admin", all);
  }

  /** {@code posix/uninstall.sh --config-dir <etc> arguments...}. */
  Outcome uninstall(String... arguments) {
    return kit.run("uninstall.sh", configDirArguments(arguments));
  }

  List<String> configDirArguments(String... arguments) {
    List<String> all = new ArrayList<>(List.of("--config-dir", configDir().toString()));
    all.addAll(List.of(arguments));
    return all;
  }

  /** The installed {@code bin/qwen-managed arguments...}, as a developer with the key set. */
  Outcome developer(String... arguments) {
    List<String> command = new ArrayList<>(List.of(wrapper().toString()));
    command.addAll(List.of(arguments));
    return kit.commands().run(command, developerEnvironment());
  }

  static Map<String, String> developerEnvironment() {
    Map<String, String> environment = new TreeMap<>();
    environment.put("PATH", "/usr/bin:/bin");
    environment.put("HOME", System.getProperty("user.home"));
    environment.put("LANG", "C.UTF-8");
    environment.put(CREDENTIAL_ENV, CREDENTIAL);
    return environment;
  }

  /** The generation {@code launcher.json} names, if it names one. */
  Optional<String> currentGeneration() {
    if (!Files.isRegularFile(launcherJson())) {
      return Optional.empty();
    }
    String id = read(launcherJson()).at("/install/generation").asText("");
    return id.isEmpty() ? Optional.empty() : Optional.of(id);
  }

  /** The generation folders under {@code <configDir>/generations}, sorted (hidden ones too). */
  List<String> configGenerations() {
    return children(configDir().resolve("generations"));
  }

  /** The generation folders under {@code <prefix>/generations}, sorted (hidden ones too). */
  List<String> prefixGenerations() {
    return children(prefix().resolve("generations"));
  }

  Path configGeneration(String id) {
    return configDir().resolve("generations").resolve(id);
  }

  Path prefixGeneration(String id) {
    return prefix().resolve("generations").resolve(id);
  }

  /** Generation {@code id}'s install manifest: absolute path → SHA-256. */
  Map<String, String> manifest(String id) {
    Map<String, String> files = new TreeMap<>();
    read(configGeneration(id).resolve("install-manifest.json"))
        .get("files")
        .properties()
        .forEach(entry -> files.put(entry.getKey(), entry.getValue().asText()));
    return files;
  }

  /** The plan generation {@code id} was installed from. */
  JsonNode installedPlan(String id) {
    return read(configGeneration(id).resolve("plan.json"));
  }

  /** Everything below this site. */
  TreeSnapshot snapshot() {
    return TreeSnapshot.of(root);
  }

  static JsonNode read(Path file) {
    try {
      return JSON.readTree(file.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }

  private static List<String> children(Path folder) {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(folder)) {
      return list.map(path -> path.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

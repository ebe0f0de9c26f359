package io.qwenmanaged.tests.launcher;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.kit.InstalledKit;
import io.qwenmanaged.tests.kit.ManagedQwenFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.function.BiConsumer;
import java.util.stream.Stream;

/**
 * A kit the launcher can start from, installed by the real installer ({@link InstalledKit}) in a
 * private directory under the user's home ({@code ~/.cache/qwen-managed-tests/<id>}, mode 0700: the
 * installer and the start checks refuse anything below a world-writable directory such as {@code
 * /tmp}):
 *
 * <pre>
 * opt/                                      the install prefix
 * etc/                                      the config directory
 * node/bin/node                             the {@link StandInNode}
 * qwen-code/.../@qwen-code/qwen-code/       cli.js and package.json of the pinned version
 * workspace/                                the repository Qwen works in
 * qwen-home/                                QWEN_HOME
 * record/                                   what the stand-in recorded
 * plan.json                                 the admin plan installed from ({@link #plan})
 * </pre>
 *
 * The plan pins the test JVM's own {@code java} and {@code /usr/bin/env}, the default POSIX
 * allowlist plus {@value #ALLOWED_CANARY}, and the credential variable {@value #CREDENTIAL_ENV}.
 */
final class LauncherSite implements AutoCloseable {

  static final String CREDENTIAL_ENV = "MEM0_API_KEY";
  static final String ALLOWED_CANARY = "QMK_ALLOWED_CANARY";
  static final String QWEN_VERSION = "0.24.4";
  static final String APP_ID = "repository-memory";

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String QWEN_PACKAGE = "qwen-code/node_modules/@qwen-code/qwen-code";

  /** What a fresh installation's root holds; {@link #shared} empties or removes the rest. */
  private static final List<String> INSTALLED = List.of("opt", "etc", "qwen-code", "plan.json");

  private static LauncherSite shared;

  private final Path root;
  private InstalledKit kit;
  private boolean reused;

  private LauncherSite(Path root) {
    this.root = root;
  }

  /** A fresh installation with no extra Qwen flags. */
  static LauncherSite create() {
    return create(List.of());
  }

  /**
   * This JVM's one installation with no extra Qwen flags, for a test that changes none of its
   * installed files (a test that damages one takes a {@link #create fresh} installation): installed
   * on first use, then handed to each test as a fresh one would be — the stand-in node written
   * again with nothing recorded, an empty workspace, no QWEN_HOME and nothing else of an earlier
   * test. A launcher that finds an installed file changed refuses to start, so a test that changed
   * one would fail the next. {@link #close} leaves it; it is deleted when the JVM exits.
   */
  static synchronized LauncherSite shared() {
    if (shared == null) {
      LauncherSite site = create();
      site.reused = true;
      Runtime.getRuntime().addShutdownHook(new Thread(site::delete));
      shared = site;
    }
    try {
      shared.reset();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return shared;
  }

  private void reset() throws IOException {
    try (Stream<Path> entries = Files.list(root)) {
      for (Path entry : entries.toList()) {
        if (!INSTALLED.contains(entry.getFileName().toString())) {
          deleteTree(entry);
        }
      }
    }
    for (String directory : List.of("node/bin", "workspace", "record")) {
      Files.createDirectories(root.resolve(directory));
    }
    standIn().install(node());
  }

  /** A fresh installation whose plan adds {@code extraQwenFlags}. */
  static LauncherSite create(List<String> extraQwenFlags) {
    return create(extraQwenFlags, (root, plan) -> {});
  }

  /**
   * A fresh installation whose plan {@code planEdit} changes first (given the installation's root
   * and the plan).
   */
  static LauncherSite create(List<String> extraQwenFlags, BiConsumer<Path, ObjectNode> planEdit) {
    Path base = Path.of(System.getProperty("user.home"), ".cache", "qwen-managed-tests");
    LauncherSite site = new LauncherSite(base.resolve(UUID.randomUUID().toString()));
    try {
      privateDirectory(base.getParent());
      privateDirectory(base);
      privateDirectory(site.root);
      site.assemble(extraQwenFlags, planEdit);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return site;
  }

  private void assemble(List<String> extraQwenFlags, BiConsumer<Path, ObjectNode> planEdit)
      throws IOException {
    for (String directory : List.of("node/bin", QWEN_PACKAGE, "workspace", "record")) {
      Files.createDirectories(root.resolve(directory));
    }
    Files.writeString(qwenCli(), "// stands in for Qwen Code's cli.js; never run\n");
    Files.writeString(
        qwenCli().resolveSibling("package.json"),
        "{\"name\":\"@qwen-code/qwen-code\",\"version\":\"" + QWEN_VERSION + "\"}\n");
    ManagedQwenFiles.copyInto(qwenCli().getParent());
    standIn().install(node());
    ObjectNode plan = plan(extraQwenFlags);
    planEdit.accept(root, plan);
    Path planFile = root.resolve("plan.json");
    Files.write(planFile, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(plan));
    kit = InstalledKit.install(planFile);
  }

  /** The admin plan of this installation. */
  ObjectNode plan(List<String> extraQwenFlags) {
    ObjectNode plan = JSON.createObjectNode();
    plan.put("planVersion", 1).put("profile", "mem0-write").put("platform", "posix");
    plan.put("installPrefix", root.resolve("opt").toString());
    plan.put("configDir", root.resolve("etc").toString());
    plan.putObject("runtimes")
        .put("java", Path.of(System.getProperty("java.home"), "bin", "java").toString())
        .put("env", "/usr/bin/env")
        .put("node", node().toString())
        .put("qwenCli", qwenCli().toString())
        .put("qwenVersion", QWEN_VERSION);
    ObjectNode provider =
        plan.putObject("provider").put("type", "mem0-platform-v3").put("appId", APP_ID);
    provider.putObject("credential").put("env", CREDENTIAL_ENV);
    plan.put("workspace", workspace().toString());
    plan.put("qwenHome", root.resolve("qwen-home").toString());
    ObjectNode environment = plan.putObject("environment");
    ArrayNode allow = environment.putArray("allow");
    Stream.of("HOME", "USER", "LOGNAME", "TERM", "COLORTERM", "LANG", "LC_*", "TZ", ALLOWED_CANARY)
        .forEach(allow::add);
    ArrayNode path = environment.putArray("path");
    Stream.of(node().getParent().toString(), "/usr/bin", "/bin").forEach(path::add);
    ArrayNode extra = plan.putArray("extraQwenFlags");
    extraQwenFlags.forEach(extra::add);
    return plan;
  }

  Path root() {
    return root;
  }

  /**
   * {@code launcher.json}, which the installed command names with {@code -Dqwen.managed.config}.
   */
  Path launcherJson() {
    return root.resolve("etc/launcher.json");
  }

  /** The installed {@code launcher.jar} of the current generation. */
  Path launcherJar() {
    return kit.jar("launcher");
  }

  /** The installed jar {@code name} ({@code launcher}, {@code mcp-server} or {@code hook}). */
  Path jar(String name) {
    return kit.jar(name);
  }

  /** The current generation's folder of policy files. */
  Path policyFolder() {
    return kit.policyFolder();
  }

  /** The current generation's policy file {@code name} (e.g. {@code system-settings.json}). */
  Path policyFile(String name) {
    return kit.policyFile(name);
  }

  Path node() {
    return root.resolve("node/bin/node");
  }

  Path qwenCli() {
    return root.resolve(QWEN_PACKAGE + "/cli.js");
  }

  Path workspace() {
    return root.resolve("workspace");
  }

  Path qwenHome() {
    return root.resolve("qwen-home");
  }

  /** The stand-in {@code node}: what it does next, and what it recorded. */
  StandInNode standIn() {
    return new StandInNode(root.resolve("record"));
  }

  /** Replaces {@code launcher.json} with {@code bytes}. */
  void replaceLauncherJson(byte[] bytes) {
    try {
      Files.write(launcherJson(), bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Replaces the pinned node with a script whose {@code #!} names {@code interpreter}. */
  void replaceNode(String interpreter) {
    try {
      Files.writeString(node(), "#!" + interpreter + "\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Deletes the whole installation, unless it is the {@link #shared} one. */
  @Override
  public void close() {
    if (!reused) {
      delete();
    }
  }

  private void delete() {
    try {
      deleteTree(root);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteTree(Path top) throws IOException {
    try (Stream<Path> files = Files.walk(top)) {
      for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }

  private static void privateDirectory(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      Files.createDirectories(directory);
      Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
    }
  }
}

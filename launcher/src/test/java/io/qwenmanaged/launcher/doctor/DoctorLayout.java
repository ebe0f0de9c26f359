package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestWriter;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.policy.start.RepositoryChoice;
import io.qwenmanaged.policy.start.StartContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A real installed layout for the doctor, under a private directory in the user's home (mode 700;
 * never under /tmp, which the start checks refuse): the policy generated from a plan, the kit's
 * jars, a stand-in node that answers {@code --version}, the Qwen package, a home and a workspace.
 * The pinned java is either the real one (with the built jars) or a stand-in script that plays the
 * MCP server and the hook.
 */
final class DoctorLayout implements AutoCloseable {

  /** The credential value; it must never appear in any output. */
  static final String CANARY = "canary-credential-5b1e9d";

  static final String PINNED_VERSION = "0.24.4";

  final Path base;
  final Path prefix;
  final Path config;
  final Path home;
  final Path workspace;
  final Path node;
  final Path javaStandIn;
  private String profile = "mem0-write";
  private List<String> repositoryNames = List.of();
  private ObjectNode repositoryConfig;
  private boolean autoRecall;

  private DoctorLayout(Path base) {
    this.base = base;
    this.prefix = base.resolve("opt");
    this.config = base.resolve("etc");
    this.home = base.resolve("home");
    this.workspace = base.resolve("repo");
    this.node = prefix.resolve("node/bin/node");
    this.javaStandIn = prefix.resolve("jre/bin/java");
  }

  /** An empty layout: directories, the Qwen package and a node that reports {@code version}. */
  static DoctorLayout create(String version) {
    try {
      Path root = Path.of(System.getProperty("user.home"), ".cache", "qwen-managed-tests");
      Files.createDirectories(root);
      Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx------"));
      DoctorLayout layout = new DoctorLayout(Files.createTempDirectory(root, "doctor-"));
      for (Path directory :
          new Path[] {layout.prefix.resolve("lib"), layout.config, layout.home, layout.workspace}) {
        Files.createDirectories(directory);
      }
      Path qwen = layout.qwenPackage();
      Files.createDirectories(qwen);
      write(qwen.resolve("cli.js"), "// stand-in: the test's node answers for it\n", false);
      write(
          qwen.resolve("package.json"),
          "{\"name\":\"@qwen-code/qwen-code\",\"version\":\"" + PINNED_VERSION + "\"}\n",
          false);
      Files.createDirectories(layout.node.getParent());
      write(
          layout.node,
          "#!/bin/bash\n"
              + "echo ran >> '"
              + layout.base.resolve("node-ran")
              + "'\n"
              + "if [ \"$#\" -eq 2 ] && [ \"$1\" = '"
              + qwen.resolve("cli.js")
              + "' ] && [ \"$2\" = --version ]; then echo '"
              + version
              + "'; exit 0; fi\n"
              + "exit 9\n",
          true);
      return layout;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Generates the one-workspace plan with this {@code repositoryConfig} block (allowances). */
  DoctorLayout repositoryConfig(ObjectNode block) {
    repositoryConfig = block;
    return this;
  }

  /** Generates the one-workspace plan with auto-recall enabled. */
  DoctorLayout autoRecall() {
    autoRecall = true;
    return this;
  }

  /** Generates the {@code mem0-read-only} profile instead of {@code mem0-write}. */
  DoctorLayout readOnly() {
    profile = "mem0-read-only";
    return this;
  }

  /**
   * Generates a plan of named repositories instead of one workspace: each under {@code
   * repos/<name>} with its own app id {@code <name>-memory} and credential variable {@code
   * MEM0_KEY_<NAME>}.
   */
  DoctorLayout repositories(String... names) {
    repositoryNames = List.of(names);
    for (String name : names) {
      try {
        Files.createDirectories(repository(name));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return this;
  }

  /** The root of the named repository {@code name}. */
  Path repository(String name) {
    return base.resolve("repos").resolve(name);
  }

  /** The credential variable of the named repository {@code name}. */
  static String credentialEnv(String name) {
    return "MEM0_KEY_" + name.toUpperCase(Locale.ROOT);
  }

  /** The credential value of the named repository {@code name}; never shown either. */
  static String credential(String name) {
    return CANARY + "-" + name;
  }

  Path qwenPackage() {
    return prefix.resolve("qwen/node_modules/@qwen-code/qwen-code");
  }

  /**
   * Pins a stand-in java: run with {@code mcp-server.jar} it runs {@code mcpBody}, with {@code
   * hook.jar} it runs {@code hookBody} (bash). The jars are placeholders.
   */
  DoctorLayout standInJava(String mcpBody, String hookBody) {
    try {
      Files.createDirectories(javaStandIn.getParent());
      write(prefix.resolve("lib/mcp-server.jar"), "placeholder\n", false);
      write(prefix.resolve("lib/hook.jar"), "placeholder\n", false);
      write(
          javaStandIn,
          "#!/bin/bash\n"
              + "for a in \"$@\"; do case \"$a\" in\n"
              + "  */mcp-server.jar) role=mcp;;\n"
              + "  */hook.jar) role=hook;;\n"
              + "esac; done\n"
              + "if [ \"$role\" = mcp ]; then\n"
              + mcpBody
              + "\nexit 0\nfi\n"
              + "if [ \"$role\" = hook ]; then\n"
              + hookBody
              + "\nexit 0\nfi\n"
              + "exit 9\n",
          true);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return generate(javaStandIn);
  }

  /**
   * Pins the running JVM's java and copies the built {@code hook.jar} and {@code mcp-server.jar}.
   */
  DoctorLayout realJars() {
    try {
      for (String jar : new String[] {"hook", "mcp-server"}) {
        Path built = Path.of("..", jar, "target", jar + ".jar").toAbsolutePath().normalize();
        assertTrue(
            Files.isRegularFile(built),
            built + " is missing: build it first with mvn -pl hook,mcp-server package");
        Files.copy(built, prefix.resolve("lib").resolve(jar + ".jar"));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return generate(Path.of(System.getProperty("java.home"), "bin", "java"));
  }

  private DoctorLayout generate(Path java) {
    ObjectMapper json = new ObjectMapper();
    ObjectNode plan =
        json.createObjectNode()
            .put("planVersion", 1)
            .put("profile", profile)
            .put("platform", "posix")
            .put("installPrefix", prefix.toString())
            .put("configDir", config.toString());
    plan.putObject("runtimes")
        .put("java", java.toString())
        .put("node", node.toString())
        .put("qwenCli", qwenPackage().resolve("cli.js").toString())
        .put("qwenVersion", PINNED_VERSION);
    if (repositoryNames.isEmpty()) {
      ObjectNode provider =
          plan.putObject("provider").put("type", "mem0-platform-v3").put("appId", "doctor-tests");
      provider.putObject("credential").put("env", "MEM0_API_KEY");
      plan.put("workspace", workspace.toString());
      if (repositoryConfig != null) {
        plan.set("repositoryConfig", repositoryConfig);
      }
      if (autoRecall) {
        plan.putObject("autoRecall").put("enabled", true);
      }
    } else {
      ArrayNode repositories = plan.putArray("repositories");
      for (String name : repositoryNames) {
        ObjectNode repository =
            repositories.addObject().put("name", name).put("path", repository(name).toString());
        ObjectNode provider =
            repository
                .putObject("provider")
                .put("type", "mem0-platform-v3")
                .put("appId", name + "-memory");
        provider.putObject("credential").put("env", credentialEnv(name));
      }
    }
    plan.put("timeoutMs", 5000).put("qwenHome", "${HOME}/.qwen-managed");
    plan.putObject("environment").putArray("path").add("/usr/bin").add("/bin");
    plan.putArray("extraQwenFlags");
    try {
      InstallFacts install =
          InstallFacts.user("doctor-1", KitVersion.current(), Files.getOwner(base).getName());
      GenerationResult result = PolicyGenerator.generate(plan, "plan.json", install);
      if (!(result instanceof GenerationResult.Generated generated)) {
        throw new AssertionError("the test plan was refused: " + result);
      }
      List<Path> installed = new ArrayList<>();
      for (PolicyFile file : generated.files()) {
        Files.write(config.resolve(file.name()), file.bytes());
        installed.add(config.resolve(file.name()));
      }
      installed.add(prefix.resolve("lib/mcp-server.jar"));
      installed.add(prefix.resolve("lib/hook.jar"));
      ManifestOutcome manifest = ManifestWriter.forInstalledFiles(install, installed);
      if (!(manifest instanceof ManifestOutcome.Valid valid)) {
        throw new AssertionError("the test layout's manifest was refused: " + manifest);
      }
      Files.write(config.resolve("install-manifest.json"), valid.bytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** What the developer's shell hands the launcher: the credential and hostile extras. */
  Map<String, String> callerEnvironment() {
    Map<String, String> caller = new LinkedHashMap<>();
    caller.put("HOME", home.toString());
    caller.put("PATH", base.resolve("evil-bin") + ":/usr/bin:/bin");
    caller.put("MEM0_API_KEY", CANARY);
    repositoryNames.forEach(name -> caller.put(credentialEnv(name), credential(name)));
    caller.put("NODE_OPTIONS", "--require /nonexistent/evil.js");
    caller.put("QWEN_CODE_SAFE_MODE", "1");
    return caller;
  }

  StartContext context(Map<String, String> caller) {
    return new StartContext(config.resolve("launcher.json"), caller, developer(), home);
  }

  /** The operating-system user running the tests, who owns the layout's home. */
  String developer() {
    try {
      return Files.getOwner(base).getName();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The context of a launcher started in {@code directory}. */
  StartContext context(Map<String, String> caller, Path directory) {
    return context(caller).withRepository(new RepositoryChoice.Holding(directory));
  }

  Path file(String relative) {
    return base.resolve(relative);
  }

  static void write(Path file, String text, boolean executable) {
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
      if (executable) {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    try (Stream<Path> paths = Files.walk(base)) {
      paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

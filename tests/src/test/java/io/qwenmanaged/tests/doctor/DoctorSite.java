package io.qwenmanaged.tests.doctor;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.start.RepositoryChoice;
import io.qwenmanaged.policy.start.StartContext;
import io.qwenmanaged.tests.kit.InstalledKit;
import io.qwenmanaged.tests.kit.ManagedQwenFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A kit installed for the doctor by the real installer ({@link InstalledKit}), under a private
 * directory in the user's home (mode 700; never under /tmp, which the installer and the start
 * checks refuse), with a stand-in node that answers {@code --version}, the Qwen package, a home and
 * a workspace:
 *
 * <pre>
 * opt/            the install prefix
 * etc/            the config directory
 * jre/bin/java    the pinned java
 * node/bin/node   the pinned node
 * qwen/...        the Qwen package
 * home/, repo/    the developer's home and the workspace (or repos/&lt;name&gt;/)
 * </pre>
 *
 * The pinned java runs the test JVM's java while the installer trains the kit's class-data
 * archives; afterwards it either stays so (the real jars run) or is replaced by a stand-in script
 * that plays the MCP server and the hook, so each can misbehave. The node answers the pinned
 * version during the install and the asked one afterwards.
 */
final class DoctorSite implements AutoCloseable {

  /** The credential value; it must never appear in any output. */
  static final String CANARY = "canary-credential-5b1e9d";

  static final String PINNED_VERSION = "0.24.4";

  /** What an installed site's base holds besides what {@link #shared} writes again each time. */
  private static final List<String> INSTALLED = List.of("opt", "etc", "qwen", "plan.json");

  private static DoctorSite shared;

  final Path base;
  final Path prefix;
  final Path config;
  final Path home;
  final Path workspace;
  final Path node;
  final Path java;
  private String version;
  private InstalledKit kit;
  private boolean reused;
  private String profile = "mem0-write";
  private List<String> repositoryNames = List.of();
  private ObjectNode repositoryConfig;
  private boolean autoRecall;

  private DoctorSite(Path base, String version) {
    this.base = base;
    this.version = version;
    this.prefix = base.resolve("opt");
    this.config = base.resolve("etc");
    this.home = base.resolve("home");
    this.workspace = base.resolve("repo");
    this.node = base.resolve("node/bin/node");
    this.java = base.resolve("jre/bin/java");
  }

  /**
   * A site to install into: directories, the Qwen package and a node that reports {@code version}
   * once the kit is installed.
   */
  static DoctorSite create(String version) {
    try {
      Path root = Path.of(System.getProperty("user.home"), ".cache", "qwen-managed-tests");
      Files.createDirectories(root);
      Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx------"));
      DoctorSite site = new DoctorSite(Files.createTempDirectory(root, "doctor-"), version);
      for (Path directory : new Path[] {site.home, site.workspace}) {
        Files.createDirectories(directory);
      }
      Path qwen = site.qwenPackage();
      Files.createDirectories(qwen);
      write(qwen.resolve("cli.js"), "// stand-in: the test's node answers for it\n", false);
      write(
          qwen.resolve("package.json"),
          "{\"name\":\"@qwen-code/qwen-code\",\"version\":\"" + PINNED_VERSION + "\"}\n",
          false);
      ManagedQwenFiles.copyInto(qwen);
      site.node(PINNED_VERSION);
      site.javaRunning("exec " + StandIns.quoted(realJava().toString()) + " \"$@\"");
      return site;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * This JVM's one site installed from the default plan (one workspace, {@code mem0-write}, no
   * allowances, no auto-recall), for a test that changes none of its installed files (a test that
   * tampers with one, or needs another plan, takes a {@link #create fresh} site): installed on
   * first use, then handed to each test as a fresh site would be — the pinned java running the real
   * jars, a node that reports {@code version}, an empty home and workspace, and nothing an earlier
   * test recorded or wrote. {@link #standInJava} and {@link #realJars} install nothing again;
   * {@link #close} leaves it; it is deleted when the JVM exits.
   */
  static synchronized DoctorSite shared(String version) {
    if (shared == null) {
      DoctorSite site = create(PINNED_VERSION);
      site.install();
      site.reused = true;
      Runtime.getRuntime().addShutdownHook(new Thread(site::delete));
      shared = site;
    }
    try {
      shared.reset(version);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return shared;
  }

  private void reset(String answer) throws IOException {
    try (Stream<Path> entries = Files.list(base)) {
      for (Path entry : entries.toList()) {
        if (!INSTALLED.contains(entry.getFileName().toString())) {
          deleteTree(entry);
        }
      }
    }
    for (Path directory : new Path[] {home, workspace}) {
      Files.createDirectories(directory);
    }
    version = answer;
    node(version);
    javaRunning("exec " + StandIns.quoted(realJava().toString()) + " \"$@\"");
  }

  /** The pinned node: it records each run and answers {@code --version} with {@code answer}. */
  private void node(String answer) {
    write(
        node,
        StandIns.node(base.resolve("node-ran"), qwenPackage().resolve("cli.js"), answer),
        true);
  }

  /** The pinned java: a bash script with {@code body}. */
  private void javaRunning(String body) {
    write(java, "#!/bin/bash\n" + body + "\n", true);
  }

  private static Path realJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  /** Generates the one-workspace plan with this {@code repositoryConfig} block (allowances). */
  DoctorSite repositoryConfig(ObjectNode block) {
    planOfItsOwn();
    repositoryConfig = block;
    return this;
  }

  /** Generates the one-workspace plan with auto-recall enabled. */
  DoctorSite autoRecall() {
    planOfItsOwn();
    autoRecall = true;
    return this;
  }

  /** Generates the {@code mem0-read-only} profile instead of {@code mem0-write}. */
  DoctorSite readOnly() {
    planOfItsOwn();
    profile = "mem0-read-only";
    return this;
  }

  /**
   * Generates a plan of named repositories instead of one workspace: each under {@code
   * repos/<name>} with its own app id {@code <name>-memory} and credential variable {@code
   * MEM0_KEY_<NAME>}.
   */
  DoctorSite repositories(String... names) {
    planOfItsOwn();
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
    return base.resolve("qwen/node_modules/@qwen-code/qwen-code");
  }

  /** The installed policy file {@code name} of the current generation. */
  Path policyFile(String name) {
    return kit.policyFile(name);
  }

  /**
   * Installs the kit, then makes the pinned java a stand-in: run with {@code mcp-server.jar} it
   * runs {@code mcpBody}, with {@code hook.jar} it runs {@code hookBody} (bash).
   */
  DoctorSite standInJava(String mcpBody, String hookBody) {
    install();
    javaRunning(StandIns.javaPlaying(mcpBody, hookBody));
    return this;
  }

  /**
   * Makes the installed kit's pinned java play {@code mcpBody} and {@code hookBody} from now on.
   */
  DoctorSite replayJava(String mcpBody, String hookBody) {
    javaRunning(StandIns.javaPlaying(mcpBody, hookBody));
    return this;
  }

  /** Installs the kit; the pinned java goes on running the test JVM's java with the real jars. */
  DoctorSite realJars() {
    install();
    return this;
  }

  /** Refuses to change the plan of the {@link #shared} site, which is installed already. */
  private void planOfItsOwn() {
    if (reused) {
      throw new IllegalStateException("the shared site has the default plan: create() a site");
    }
  }

  private void install() {
    if (reused) {
      node(version);
      return;
    }
    ObjectNode plan = DoctorPlan.of(this, profile, repositoryNames, repositoryConfig, autoRecall);
    try {
      Path file = base.resolve("plan.json");
      Files.write(
          file, new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsBytes(plan));
      kit = InstalledKit.install(file);
      Files.deleteIfExists(base.resolve("node-ran"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    node(version);
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
    return new StartContext(kit.launcherJson(), caller, developer(), home);
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

  /** Deletes the site, unless it is the {@link #shared} one. */
  @Override
  public void close() {
    if (!reused) {
      delete();
    }
  }

  private void delete() {
    try {
      deleteTree(base);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteTree(Path top) throws IOException {
    try (Stream<Path> paths = Files.walk(top)) {
      paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    }
  }
}

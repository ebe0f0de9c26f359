package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.tests.JarRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The distribution archive {@code distribution/target/qwen-managed-kit.tar.gz}, unpacked with
 * {@code tar} into a private folder as an administrator would, and its scripts run as shipped. One
 * per test class; each test gets its own {@link Site} to install into.
 */
final class UnpackedKit implements AutoCloseable {

  static final String ARCHIVE = "distribution/target/qwen-managed-kit.tar.gz";

  private final PrivateRoot root;
  private final Path kit;
  private final Commands commands;
  private int sites;

  private UnpackedKit(PrivateRoot root, Path kit, Commands commands) {
    this.root = root;
    this.kit = kit;
    this.commands = commands;
  }

  static UnpackedKit unpack() {
    return unpack(ARCHIVE);
  }

  /** Unpacks {@code archive} (relative to the repository's root), a kit archive. */
  static UnpackedKit unpack(String archive) {
    return unpack(archive, "kit");
  }

  /**
   * Unpacks {@code archive} into a private folder named {@code folder} (which may hold spaces,
   * quotes and non-ASCII letters); the sites of this kit are created beside it.
   */
  static UnpackedKit unpack(String archive, String folder) {
    PrivateRoot root = PrivateRoot.create();
    Path into = root.folder(folder);
    Commands commands = new Commands(root.folder("runs"));
    Outcome tar =
        commands.run(
            List.of("tar", "-xzf", JarRunner.kitJar(archive).toString(), "-C", into.toString()),
            adminEnvironment());
    assertEquals(0, tar.exitCode(), "unpacking the distribution failed: " + tar);
    return new UnpackedKit(root, into.resolve("qwen-managed-kit"), commands);
  }

  /** The unpacked {@code qwen-managed-kit/} folder. */
  Path root() {
    return kit;
  }

  /** {@code posix/<name>} of the unpacked kit. */
  Path script(String name) {
    return kit.resolve("posix").resolve(name);
  }

  Commands commands() {
    return commands;
  }

  /** A new, empty place to install into, with a stand-in Qwen package and a workspace. */
  Site newSite() {
    return newSite("site");
  }

  /** A new, empty place to install into, in a folder whose name starts with {@code name}. */
  Site newSite(String name) {
    sites++;
    return Site.create(this, root.folder(name + "-" + sites));
  }

  /** A private folder for a test's own files. */
  Path folder(String name) {
    return root.folder(name);
  }

  /** Runs {@code posix/<script> arguments...} in the admin's environment. */
  Outcome run(String script, List<String> arguments) {
    return run(script, arguments, adminEnvironment());
  }

  Outcome run(String script, List<String> arguments, Map<String, String> environment) {
    List<String> command = new ArrayList<>();
    command.add(script(script).toString());
    command.addAll(arguments);
    return commands.run(command, environment);
  }

  /** Starts {@code posix/<script> arguments...} in a process group of its own. */
  ProcessGroupRun startInGroup(String script, List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(script(script).toString());
    command.addAll(arguments);
    return ProcessGroupRun.start(commands, command, adminEnvironment());
  }

  /**
   * An administrator's shell: a plain PATH, HOME, a UTF-8 locale and JAVA_HOME naming the JVM that
   * runs these tests (the scripts' second choice, after {@code --java}).
   */
  static Map<String, String> adminEnvironment() {
    Map<String, String> environment = new LinkedHashMap<>();
    environment.put("PATH", "/usr/bin:/bin");
    environment.put("HOME", System.getProperty("user.home"));
    environment.put("LANG", "C.UTF-8");
    environment.put("JAVA_HOME", System.getProperty("java.home"));
    return environment;
  }

  /** The {@code java} of the JVM running these tests: what every plan pins. */
  static Path java() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  @Override
  public void close() {
    root.close();
  }
}

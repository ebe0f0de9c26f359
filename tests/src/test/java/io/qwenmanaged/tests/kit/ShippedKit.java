package io.qwenmanaged.tests.kit;

import static org.junit.jupiter.api.Assertions.fail;

import io.qwenmanaged.tests.JarRunner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A distribution archive ({@link Distribution}), unpacked once per test JVM with {@code tar} into
 * {@code ~/.cache/qwen-managed-tests/kit-<random>} (mode 0700; deleted when the JVM exits), and its
 * {@code posix/} scripts run as shipped, in an administrator's environment built from nothing,
 * stdin empty, output captured in files.
 */
final class ShippedKit {

  /** A generous limit for one install on a busy two-core machine. */
  private static final long LIMIT_SECONDS = 180;

  private static final Map<Distribution, ShippedKit> UNPACKED = new EnumMap<>(Distribution.class);

  private final Distribution distribution;
  private final Path root;
  private final Path kit;
  private int runs;

  private ShippedKit(Distribution distribution, Path root) {
    this.distribution = distribution;
    this.root = root;
    this.kit = root.resolve("qwen-managed-kit");
  }

  /** This JVM's unpacked {@code distribution}. */
  static synchronized ShippedKit unpacked(Distribution distribution) {
    ShippedKit unpacked = UNPACKED.get(distribution);
    if (unpacked == null) {
      Path base = Path.of(System.getProperty("user.home"), ".cache", "qwen-managed-tests");
      ShippedKit kit = new ShippedKit(distribution, base.resolve("kit-" + UUID.randomUUID()));
      try {
        privateDirectory(base.getParent());
        privateDirectory(base);
        privateDirectory(kit.root);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(kit.root)));
      Outcome tar =
          kit.run(
              List.of(
                  "tar",
                  "-xzf",
                  JarRunner.kitJar(distribution.archive()).toString(),
                  "-C",
                  kit.root.toString()));
      if (tar.exitCode() != 0) {
        fail("unpacking " + distribution.archive() + " failed: " + tar);
      }
      UNPACKED.put(distribution, kit);
      unpacked = kit;
    }
    return unpacked;
  }

  /** The unpacked {@code qwen-managed-kit/} folder. */
  Path root() {
    return kit;
  }

  /** {@code posix/<script> arguments...}; fails the test when it does not end in time. */
  Outcome script(String script, List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(kit.resolve("posix").resolve(script).toString());
    command.addAll(arguments);
    return run(command);
  }

  private synchronized Outcome run(List<String> command) {
    runs++;
    Path out = root.resolve(runs + ".out");
    Path err = root.resolve(runs + ".err");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    builder.environment().clear();
    builder.environment().putAll(adminEnvironment());
    try {
      Process process = builder.start();
      if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        fail(command + " did not finish within " + LIMIT_SECONDS + " s; it was killed");
      }
      return new Outcome(
          process.exitValue(),
          Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("could not run " + command, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running " + command, e);
    }
  }

  /**
   * An administrator's shell: a plain PATH, HOME, a UTF-8 locale and JAVA_HOME naming the bundle's
   * own Java runtime, or for the plain distribution the JVM that runs these tests.
   */
  private Map<String, String> adminEnvironment() {
    Map<String, String> environment = new LinkedHashMap<>();
    environment.put("PATH", "/usr/bin:/bin");
    environment.put("HOME", System.getProperty("user.home"));
    environment.put("LANG", "C.UTF-8");
    environment.put("JAVA_HOME", distribution.javaHome(kit).toString());
    return environment;
  }

  /** How a script ended. */
  record Outcome(int exitCode, String stdout, String stderr) {
    @Override
    public String toString() {
      return "exit " + exitCode + "\nstdout:\n" + stdout + "stderr:\n" + stderr;
    }
  }

  private static void privateDirectory(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      Files.createDirectories(directory);
      Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
    }
  }

  private static void delete(Path root) {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The private directory of one test run: {@code ~/.cache/qwen-managed-tests/e2e-<random>}, mode
 * 0700, owned by the user running the tests. The launcher's start checks refuse a kit below a
 * group- or world-writable directory (such as {@code /tmp}, where a CI clone of the repository may
 * live), so every installed file of a scenario lives here: one short-named directory per scenario
 * (short, because the tmux socket inside must fit a Unix socket path), and one copy of the pinned
 * Qwen Code package, made once per run ({@code cp -a}, under a second). The whole directory is
 * deleted when the test JVM exits.
 */
final class PrivateRoot {

  private static final FileAttribute<Set<PosixFilePermission>> PRIVATE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"));
  private static final String QWEN_PACKAGE = "tests/.tools/qwen-code";
  private static final String CLI_IN_PACKAGE = "node_modules/@qwen-code/qwen-code/cli.js";
  private static final long COPY_TIMEOUT_SECONDS = 120;

  private static final SecureRandom RANDOM = new SecureRandom();

  private static PrivateRoot current;

  private final Path root;
  private Path qwenCli;

  private PrivateRoot(Path root) {
    this.root = root;
  }

  /** This run's root, created on first use and deleted when the JVM exits. */
  static synchronized PrivateRoot current() {
    if (current == null) {
      Path base = Path.of(System.getProperty("user.home"), ".cache", "qwen-managed-tests");
      try {
        privateDirectory(base.getParent());
        privateDirectory(base);
        current = new PrivateRoot(newDirectory(base, "e2e-"));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      PrivateRoot created = current;
      Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(created.root)));
    }
    return current;
  }

  Path root() {
    return root;
  }

  /** A new, empty, private directory for one scenario. */
  Path newScenarioDirectory() {
    try {
      return newDirectory(root, "s-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A new private directory in {@code parent} named {@code prefix} and 8 random hex digits. */
  private static Path newDirectory(Path parent, String prefix) throws IOException {
    while (true) {
      String name = prefix + HexFormat.of().toHexDigits(RANDOM.nextInt());
      try {
        return Files.createDirectory(parent.resolve(name), PRIVATE);
      } catch (FileAlreadyExistsException taken) {
        // Another run or scenario has this name: draw again.
      }
    }
  }

  /**
   * {@code cli.js} of this run's copy of the pinned Qwen Code, which {@code
   * tests/tools/install-qwen-code.sh} installs into the repository's {@value #QWEN_PACKAGE}.
   */
  synchronized Path qwenCli() {
    if (qwenCli == null) {
      Path source = KitFiles.root().resolve(QWEN_PACKAGE);
      if (!Files.isRegularFile(source.resolve(CLI_IN_PACKAGE))) {
        fail(source + " holds no Qwen Code: run bash tests/tools/install-qwen-code.sh first.");
      }
      Path copy = root.resolve("qwen-code");
      copy(source, copy);
      qwenCli = copy.resolve(CLI_IN_PACKAGE);
    }
    return qwenCli;
  }

  private static void copy(Path source, Path target) {
    ProcessBuilder cp =
        new ProcessBuilder("/bin/cp", "-a", source.toString(), target.toString())
            .redirectErrorStream(true);
    try {
      Process process = cp.start();
      process.getOutputStream().close();
      byte[] output = process.getInputStream().readAllBytes();
      if (!process.waitFor(COPY_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        fail("cp -a " + source + " did not finish");
      }
      if (process.exitValue() != 0) {
        fail("cp -a " + source + " failed: " + new String(output, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      fail("interrupted while copying " + source);
    }
  }

  private static void privateDirectory(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      Files.createDirectories(directory);
      Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
    }
  }

  /** Deletes {@code root} and everything below it; a missing root is fine. */
  static void deleteTree(Path root) {
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

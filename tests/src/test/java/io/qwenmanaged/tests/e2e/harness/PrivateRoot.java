package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
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
import java.util.stream.Stream;

/**
 * The private directory of one test run: {@code ~/.cache/qwen-managed-tests/e2e-<random>}, mode
 * 0700, owned by the user running the tests. The launcher's start checks refuse a kit below a
 * group- or world-writable directory (such as {@code /tmp}, where a CI clone of the repository may
 * live), so every installed file of a scenario lives here: one short-named directory per scenario
 * (short, because the tmux socket inside must fit a Unix socket path). The pinned runtimes are in
 * the unpacked bundle ({@link KitFiles}), itself in a private directory. The whole directory is
 * deleted when the test JVM exits.
 */
final class PrivateRoot {

  private static final FileAttribute<Set<PosixFilePermission>> PRIVATE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"));

  private static final SecureRandom RANDOM = new SecureRandom();

  private static PrivateRoot current;

  private final Path root;

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

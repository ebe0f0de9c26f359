package io.qwenmanaged.tests.install;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * A private directory for one test class, {@code ~/.cache/qwen-managed-tests/<random>} with mode
 * 0700 on it and its parents: the installer rightly refuses any location below a directory others
 * can write to, such as {@code /tmp}. Closing it deletes everything below it.
 */
final class PrivateRoot implements AutoCloseable {

  private final Path path;

  private PrivateRoot(Path path) {
    this.path = path;
  }

  static PrivateRoot create() {
    Path base = Path.of(System.getProperty("user.home"), ".cache", "qwen-managed-tests");
    Path root = base.resolve(UUID.randomUUID().toString());
    try {
      createPrivate(base.getParent());
      createPrivate(base);
      privateDirectory(root);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new PrivateRoot(root);
  }

  Path path() {
    return path;
  }

  /** A new private folder {@code name} below this root. */
  Path folder(String name) {
    try {
      Path folder = path.resolve(name);
      privateDirectory(folder);
      return folder;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    delete(path);
  }

  /** Deletes {@code root} and everything below it (links are removed, not followed). */
  static void delete(Path root) {
    if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path entry : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(entry);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Creates a missing shared parent with mode 0700; an existing one is left as it is. */
  private static void createPrivate(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      privateDirectory(directory);
    }
  }

  private static void privateDirectory(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      Files.createDirectories(directory);
    }
    Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
  }
}

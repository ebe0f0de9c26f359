package io.qwenmanaged.distribution.bundle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** Copies trees into the staged bundle and gives every entry the bundle's fixed modes. */
final class BundleTree {

  private static final Set<PosixFilePermission> DIRECTORY =
      PosixFilePermissions.fromString("rwxr-xr-x");
  private static final Set<PosixFilePermission> PROGRAM = DIRECTORY;
  private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-r--r--");

  private BundleTree() {}

  /**
   * Copies every regular file below {@code source} that {@code shipped} accepts (by its path
   * relative to {@code source}) to the same place below {@code target}; links are refused.
   */
  static void copy(Path source, Path target, Predicate<Path> shipped)
      throws IOException, BundleException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(source)) {
      files = walk.filter(path -> !Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)).toList();
    }
    for (Path file : files) {
      Path relative = source.relativize(file);
      if (!shipped.test(relative)) {
        continue;
      }
      if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
        throw new BundleException(file + " is not a regular file (links are not shipped)");
      }
      Path copy = target.resolve(relative.toString());
      Files.createDirectories(copy.getParent());
      Files.copy(file, copy);
      Files.setPosixFilePermissions(copy, isProgram(file) ? PROGRAM : FILE);
    }
  }

  /** Folders 0755, programs 0755, every other file 0644: the same modes whatever the umask. */
  static void normaliseModes(Path root) throws IOException {
    List<Path> entries;
    try (Stream<Path> walk = Files.walk(root)) {
      entries = walk.toList();
    }
    for (Path entry : entries) {
      if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
        Files.setPosixFilePermissions(entry, DIRECTORY);
      } else {
        Files.setPosixFilePermissions(entry, isProgram(entry) ? PROGRAM : FILE);
      }
    }
  }

  /**
   * Replaces every symbolic link below {@code root} by a copy of the file it names, which must lie
   * below {@code root} too (jlink links the licences of a module to java.base's).
   */
  static void replaceLinks(Path root) throws IOException, BundleException {
    List<Path> links;
    try (Stream<Path> walk = Files.walk(root)) {
      links = walk.filter(Files::isSymbolicLink).toList();
    }
    Path realRoot = root.toRealPath();
    for (Path link : links) {
      Path target = link.toRealPath();
      if (!target.startsWith(realRoot) || !Files.isRegularFile(target)) {
        throw new BundleException(link + " links to " + target + ", not to a file of " + root);
      }
      Files.delete(link);
      Files.copy(target, link);
    }
  }

  private static boolean isProgram(Path file) throws IOException {
    return Files.getPosixFilePermissions(file, LinkOption.NOFOLLOW_LINKS)
        .contains(PosixFilePermission.OWNER_EXECUTE);
  }

  /** Deletes {@code root} and everything below it, if it exists. */
  static void delete(Path root) throws IOException {
    if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    List<Path> entries;
    try (Stream<Path> walk = Files.walk(root)) {
      entries = walk.sorted(Comparator.reverseOrder()).toList();
    }
    for (Path entry : entries) {
      Files.delete(entry);
    }
  }
}

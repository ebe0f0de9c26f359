package io.qwenmanaged.install.generation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Small file-tree helpers of the installer. */
final class Folders {

  private Folders() {}

  /** Creates {@code folder} and its missing parents with the kit's directory mode. */
  static void create(Path folder) throws IOException {
    List<Path> missing = new ArrayList<>();
    for (Path at = folder.toAbsolutePath(); at != null && !Files.exists(at); at = at.getParent()) {
      missing.add(0, at);
    }
    for (Path path : missing) {
      DurableFiles.createDirectory(path);
    }
  }

  /**
   * Deletes {@code root} and everything below it, if it exists; links are removed, not followed.
   */
  static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        DurableFiles.delete(path);
      }
    }
  }

  /** Every regular file below {@code root}, sorted. */
  static List<Path> regularFiles(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(path -> Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS))
          .sorted()
          .toList();
    }
  }

  /** Whether {@code path} is a regular file holding exactly {@code bytes}. */
  static boolean sameBytes(Path path, byte[] bytes) throws IOException {
    return Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)
        && Files.size(path) == bytes.length
        && Arrays.equals(Files.readAllBytes(path), bytes);
  }
}

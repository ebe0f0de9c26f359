package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.files.FileFailure;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Small file-tree helpers of the installer. Every failure is a {@link FileFailure} naming the path
 * and what could not be done to it.
 */
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
    for (Path path : walk(root).stream().sorted(Comparator.reverseOrder()).toList()) {
      DurableFiles.delete(path);
    }
  }

  /** Every regular file below {@code root}, sorted. */
  static List<Path> regularFiles(Path root) throws IOException {
    return walk(root).stream()
        .filter(path -> Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS))
        .sorted()
        .toList();
  }

  /** {@code root} and every entry below it, not through links. */
  static List<Path> walk(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.toList();
    } catch (IOException e) {
      throw FileFailure.of("cannot be listed", root, e);
    } catch (UncheckedIOException e) {
      throw FileFailure.of("cannot be listed", root, e);
    }
  }

  /** The entries of folder {@code root}, sorted; none when it is not a folder. */
  static List<Path> children(Path root) throws IOException {
    if (!Files.isDirectory(root)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(root)) {
      return list.sorted().toList();
    } catch (IOException e) {
      throw FileFailure.of("cannot be listed", root, e);
    } catch (UncheckedIOException e) {
      throw FileFailure.of("cannot be listed", root, e);
    }
  }

  /** The bytes of file {@code path}. */
  static byte[] read(Path path) throws IOException {
    try {
      return Files.readAllBytes(path);
    } catch (IOException e) {
      throw FileFailure.of("cannot be read", path, e);
    }
  }

  /** Whether {@code path} is a regular file holding exactly {@code bytes}. */
  static boolean sameBytes(Path path, byte[] bytes) throws IOException {
    try {
      return Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)
          && Files.size(path) == bytes.length
          && Arrays.equals(Files.readAllBytes(path), bytes);
    } catch (IOException e) {
      throw FileFailure.of("cannot be read", path, e);
    }
  }
}

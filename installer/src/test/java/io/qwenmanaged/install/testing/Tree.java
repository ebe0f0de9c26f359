package io.qwenmanaged.install.testing;

import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** What is below a folder: each entry's relative path and, for a file, its SHA-256. */
public final class Tree {

  private Tree() {}

  /**
   * Every entry below {@code root} (none when it does not exist): path → hash, or "/" for a folder.
   */
  public static Map<String, String> of(Path root) {
    Map<String, String> entries = new TreeMap<>();
    if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
      return entries;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path path : walk.toList()) {
        String name = root.relativize(path).toString();
        entries.put(
            name,
            Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)
                ? "/"
                : Sha256.hex(Files.readAllBytes(path)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return entries;
  }

  /** The names in {@code folder}, sorted; none when it does not exist. */
  public static java.util.List<String> names(Path folder) {
    if (!Files.isDirectory(folder)) {
      return java.util.List.of();
    }
    try (Stream<Path> list = Files.list(folder)) {
      return list.map(path -> path.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

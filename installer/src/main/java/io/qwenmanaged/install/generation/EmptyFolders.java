package io.qwenmanaged.install.generation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Removing folders only when they are empty: never a file, never a folder that holds one. */
public final class EmptyFolders {

  private EmptyFolders() {}

  /**
   * {@code root} and every folder below it (not through links), deepest first, then by name: the
   * same order in every run.
   */
  public static List<Path> within(Path root) throws IOException {
    if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
      return List.of();
    }
    return Folders.walk(root).stream()
        .filter(path -> Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS))
        .sorted(
            Comparator.comparingInt(Path::getNameCount)
                .reversed()
                .thenComparing(Comparator.naturalOrder()))
        .toList();
  }

  /** Deletes each of {@code folders} that is empty, in order; returns those that are not. */
  public static List<Path> remove(Iterable<Path> folders, boolean dryRun) throws IOException {
    List<Path> kept = new ArrayList<>();
    for (Path folder : folders) {
      if (dryRun || !Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
        continue;
      }
      if (empty(folder)) {
        DurableFiles.delete(folder);
      } else {
        kept.add(folder);
      }
    }
    return kept;
  }

  private static boolean empty(Path folder) throws IOException {
    return Folders.children(folder).isEmpty();
  }
}

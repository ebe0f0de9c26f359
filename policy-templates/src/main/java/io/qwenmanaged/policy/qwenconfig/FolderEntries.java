package io.qwenmanaged.policy.qwenconfig;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The entries of a folder Qwen reads configuration from (agents, skills, extensions), sorted, at
 * most {@value #MAX} of them: more than any real repository holds, so a folder beyond it (or one
 * that cannot be listed) is treated as one the kit cannot check.
 */
final class FolderEntries {

  /** More entries in one folder than any real repository's agents or skills. */
  static final int MAX = 1000;

  static final String TOO_MANY =
      "has more than " + MAX + " entries; the kit checks at most that many";
  static final String UNLISTABLE = "cannot be listed";

  /** The entries, or why the folder cannot be checked. */
  record Listing(List<Path> entries, Optional<String> problem) {}

  private FolderEntries() {}

  /** The entries of {@code folder}; none when it is not a folder. */
  static Listing of(Path folder) {
    if (!Files.isDirectory(folder)) {
      return new Listing(List.of(), Optional.empty());
    }
    List<Path> entries = new ArrayList<>();
    try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder)) {
      for (Path entry : stream) {
        if (entries.size() == MAX) {
          return new Listing(List.of(), Optional.of(TOO_MANY));
        }
        entries.add(entry);
      }
    } catch (IOException | RuntimeException e) {
      return new Listing(List.of(), Optional.of(UNLISTABLE));
    }
    entries.sort(null);
    return new Listing(entries, Optional.empty());
  }
}

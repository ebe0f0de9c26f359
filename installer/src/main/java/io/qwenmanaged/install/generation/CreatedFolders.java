package io.qwenmanaged.install.generation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The folders an install had to create for the prefix and the config directory (they and any
 * missing parents), recorded in the config directory so that {@code uninstall} removes them again —
 * only those, and only when empty.
 */
public final class CreatedFolders {

  /** The record's name in the config directory. */
  public static final String FILE = ".created-by-qwen-managed";

  private CreatedFolders() {}

  /** Creates the prefix and the config directory where missing, and records what was created. */
  public static void createAndRecord(InstallPaths paths) throws IOException {
    Set<Path> created = new LinkedHashSet<>(read(paths));
    for (Path folder : List.of(paths.prefix(), paths.configDir())) {
      List<Path> missing = new ArrayList<>();
      for (Path at = folder.toAbsolutePath();
          at != null && !Files.exists(at);
          at = at.getParent()) {
        missing.add(0, at);
      }
      Folders.create(folder);
      created.addAll(missing);
    }
    StringBuilder text = new StringBuilder();
    created.forEach(path -> text.append(path).append('\n'));
    Path record = paths.configDir().resolve(FILE);
    if (!Folders.sameBytes(record, text.toString().getBytes(StandardCharsets.UTF_8))) {
      DurableFiles.replace(
          record, text.toString().getBytes(StandardCharsets.UTF_8), DurableFiles.FILE);
    }
  }

  /** Deletes the record, then each recorded folder that is empty, deepest first. */
  static void removeEmpty(InstallPaths paths, boolean dryRun) throws IOException {
    List<Path> recorded = new ArrayList<>(read(paths));
    if (dryRun) {
      return;
    }
    Files.deleteIfExists(paths.configDir().resolve(FILE));
    recorded.sort(Comparator.comparingInt(Path::getNameCount).reversed());
    for (Path folder : recorded) {
      if (Files.isDirectory(folder)) {
        try (var entries = Files.list(folder)) {
          if (entries.findAny().isEmpty()) {
            Files.delete(folder);
          }
        }
      }
    }
  }

  private static List<Path> read(InstallPaths paths) throws IOException {
    Path record = paths.configDir().resolve(FILE);
    if (!Files.isRegularFile(record)) {
      return List.of();
    }
    return Files.readAllLines(record, StandardCharsets.UTF_8).stream()
        .filter(line -> !line.isBlank())
        .map(Path::of)
        .toList();
  }
}

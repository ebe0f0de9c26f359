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
    Set<Path> created = new LinkedHashSet<>(read(paths.configDir()));
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

  /**
   * Deletes each recorded folder that is empty, deepest first, and the record itself last (so a run
   * stopped half way still knows what to remove): the config directory counts as empty when the
   * record is all it holds. Does nothing when the config directory holds no record.
   */
  public static void removeEmpty(Path configDir, boolean dryRun) throws IOException {
    Path record = configDir.resolve(FILE);
    if (!Files.isRegularFile(record) || dryRun) {
      return;
    }
    List<Path> recorded = new ArrayList<>(read(configDir));
    recorded.sort(Comparator.comparingInt(Path::getNameCount).reversed());
    for (Path folder : recorded) {
      if (!Files.isDirectory(folder)) {
        continue;
      }
      List<Path> entries;
      try (var list = Files.list(folder)) {
        entries = list.toList();
      }
      if (entries.equals(List.of(record))) {
        Files.delete(record);
      }
      if (entries.isEmpty() || entries.equals(List.of(record))) {
        Files.delete(folder);
      }
    }
    Files.deleteIfExists(record);
  }

  private static List<Path> read(Path configDir) throws IOException {
    Path record = configDir.resolve(FILE);
    if (!Files.isRegularFile(record)) {
      return List.of();
    }
    return Files.readAllLines(record, StandardCharsets.UTF_8).stream()
        .filter(line -> !line.isBlank())
        .map(Path::of)
        .toList();
  }
}

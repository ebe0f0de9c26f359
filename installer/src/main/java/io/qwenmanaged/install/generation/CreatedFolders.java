package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.lock.AdminLock;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
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
    Optional<Path> stopped = leftover(paths.configDir());
    if (stopped.isPresent()) {
      finishRemoving(stopped.get());
    }
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
    Path record = paths.configDir().resolve(FILE);
    if (!Folders.sameBytes(record, recordBytes(created))) {
      DurableFiles.replace(record, recordBytes(created), DurableFiles.FILE);
    }
  }

  /** The record's bytes: one folder per line. */
  static byte[] recordBytes(Collection<Path> created) {
    StringBuilder text = new StringBuilder();
    created.forEach(path -> text.append(path).append('\n'));
    return text.toString().getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Deletes each recorded folder that is empty, deepest first, and the record itself last, so that
   * a run stopped at any moment still finds what to remove. The config directory counts as empty
   * when the record is all it holds; it and the recorded folders above it that hold nothing else go
   * together: the topmost is first renamed to a hidden name beside it ({@link #removing}), then
   * emptied and deleted, so that a stop leaves either the record in place or that hidden folder,
   * which the next uninstall or install finishes. Deletes the admin lock file first (the uninstall
   * holding the lock runs this). Does nothing more when there is no record.
   */
  public static void removeEmpty(Path configDir, boolean dryRun) throws IOException {
    Path record = configDir.resolve(FILE);
    if (dryRun) {
      return;
    }
    // The uninstall holding the admin lock deletes its file; a command waiting for it tries again.
    DurableFiles.deleteIfExists(AdminLock.file(configDir));
    if (!Files.isRegularFile(record, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    DurableFiles.deleteIfExists(DurableFiles.temporary(record));
    Path config = configDir.toAbsolutePath().normalize();
    List<Path> recorded = new ArrayList<>(read(configDir));
    recorded.sort(Comparator.comparingInt(Path::getNameCount).reversed());
    for (Path folder : recorded) {
      if (!config.startsWith(folder) && holdsOnly(folder, List.of())) {
        DurableFiles.delete(folder);
      }
    }
    Optional<Path> top = emptyTop(config, recorded);
    if (top.isEmpty() || Files.exists(removing(top.get()), LinkOption.NOFOLLOW_LINKS)) {
      DurableFiles.delete(record);
      return;
    }
    DurableFiles.renameDirectory(top.get(), removing(top.get()));
    finishRemoving(removing(top.get()));
  }

  /** Where {@link #removeEmpty} moves {@code folder} before it empties and deletes it. */
  static Path removing(Path folder) {
    return folder.resolveSibling("." + folder.getFileName() + ".qwen-managed-uninstalling");
  }

  /**
   * The hidden folder a stopped {@link #removeEmpty} left for the config directory or a folder
   * above it, if there is one.
   */
  public static Optional<Path> leftover(Path configDir) {
    for (Path at = configDir.toAbsolutePath().normalize();
        at.getParent() != null;
        at = at.getParent()) {
      if (Files.isDirectory(removing(at), LinkOption.NOFOLLOW_LINKS)) {
        return Optional.of(removing(at));
      }
    }
    return Optional.empty();
  }

  /**
   * Deletes, in a hidden folder from {@link #removing}, the record and every folder that is then
   * empty, deepest first; anything else stays.
   */
  public static void finishRemoving(Path removing) throws IOException {
    for (Path folder : EmptyFolders.within(removing)) {
      Path record = folder.resolve(FILE);
      if (Files.isRegularFile(record, LinkOption.NOFOLLOW_LINKS)) {
        DurableFiles.delete(record);
      }
      EmptyFolders.remove(List.of(folder), false);
    }
  }

  /**
   * The topmost of the config directory and the recorded folders above it such that the config
   * directory holds only the record and each folder above it only the one below: what can go once
   * the record does.
   */
  private static Optional<Path> emptyTop(Path config, List<Path> recorded) throws IOException {
    if (!recorded.contains(config) || !holdsOnly(config, List.of(FILE))) {
      return Optional.empty();
    }
    Path top = config;
    while (top.getParent() != null
        && recorded.contains(top.getParent())
        && holdsOnly(top.getParent(), List.of(top.getFileName().toString()))) {
      top = top.getParent();
    }
    return Optional.of(top);
  }

  /**
   * Whether {@code folder} is a directory (not a link) holding exactly the entries {@code names}.
   */
  private static boolean holdsOnly(Path folder, List<String> names) throws IOException {
    if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
      return false;
    }
    return Folders.children(folder).stream()
        .map(path -> path.getFileName().toString())
        .toList()
        .equals(names);
  }

  private static List<Path> read(Path configDir) throws IOException {
    Path record = configDir.resolve(FILE);
    if (!Files.isRegularFile(record)) {
      return List.of();
    }
    return new String(Folders.read(record), StandardCharsets.UTF_8)
        .lines()
        .filter(line -> !line.isBlank())
        .map(Path::of)
        .toList();
  }
}

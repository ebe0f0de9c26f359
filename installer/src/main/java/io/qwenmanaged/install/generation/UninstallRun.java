package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.manifest.InstallManifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * {@code uninstall}: removes exactly the files the manifests of the installation's generations list
 * (launcher.json first, so nothing half removed is ever current), the kit's own markers, what
 * stopped runs left (a replacement's temporary file, {@link DurableFiles#temporary}; a hidden
 * staging or retired generation folder), and then the folders the kit made, each only when it is
 * empty. A file the kit did not install stays, and so does every folder that still holds one.
 * Stopped at any moment, it leaves enough for the next run to find and remove the rest ({@link
 * UninstallLeftovers} once no launcher.json is left).
 */
public final class UninstallRun {

  /** What an uninstall did. */
  public sealed interface Outcome permits Removed, Failed {}

  /**
   * The files removed (or, for a dry run, to remove), the folders left because not empty, and the
   * records that could not be read (their files stay).
   */
  public record Removed(List<Path> files, List<Path> keptFolders, List<Diagnostic> problems)
      implements Outcome {}

  /** A file could not be read or removed; running uninstall again continues from there. */
  public record Failed(Diagnostic problem) implements Outcome {}

  private UninstallRun() {}

  /** Uninstalls the installation at {@code paths}, or lists what that would remove. */
  public static Outcome run(InstallPaths paths, boolean dryRun) {
    try {
      return remove(paths, dryRun);
    } catch (IOException e) {
      return new Failed(FileFailure.diagnostic(e, paths.configDir()));
    }
  }

  private static Removed remove(InstallPaths paths, boolean dryRun) throws IOException {
    List<Diagnostic> problems = new ArrayList<>();
    TreeSet<Path> files = new TreeSet<>();
    TreeSet<Path> records = new TreeSet<>();
    TreeSet<Path> folders = new TreeSet<>(Comparator.reverseOrder());
    // Without the current launcher.json an uninstall was stopped after its first step: a
    // generation whose records are already gone had every file they listed removed before them.
    boolean resuming = !Files.exists(paths.launcherJson(), LinkOption.NOFOLLOW_LINKS);
    for (Path root : List.of(paths.configGenerations(), paths.prefixGenerations())) {
      folders.add(root);
      for (Path generation : Folders.children(root)) {
        folders.addAll(EmptyFolders.within(generation));
        String id = generation.getFileName().toString();
        if (root.equals(paths.configGenerations()) && !id.startsWith(".")) {
          Path manifestFile = generation.resolve(InstallManifest.FILE_NAME);
          if (!resuming || Files.exists(manifestFile, LinkOption.NOFOLLOW_LINKS)) {
            Optional<InstallManifest> manifest = GenerationCheck.manifest(paths, id, problems);
            manifest.ifPresent(m -> m.files().keySet().forEach(file -> files.add(Path.of(file))));
          } else {
            // Stopped after this generation's records went: only its launcher.json copy is left.
            files.add(generation.resolve(paths.launcherJson().getFileName()));
          }
          QwenPackageFiles.listed(paths, id, problems).forEach(files::add);
          records.add(manifestFile);
          records.add(generation.resolve(GenerationWriter.QWEN_PACKAGE));
          records.add(generation.resolve(GenerationWriter.PREVIOUS));
        }
      }
    }
    files.removeAll(records);
    for (Path file : union(files, records)) {
      Path at = file.getParent();
      while (at != null && (inside(at, paths.prefix()) || inside(at, paths.configDir()))) {
        folders.add(at);
        at = at.getParent();
      }
    }
    folders.add(paths.prefix().resolve("bin"));
    folders.add(paths.prefix().resolve("qwen"));
    List<Path> removed = new ArrayList<>();
    if (!dryRun) {
      DurableFiles.deleteIfExists(paths.launcherJson());
    }
    removed.add(paths.launcherJson());
    files.remove(paths.launcherJson());
    deleteFile(DurableFiles.temporary(paths.launcherJson()), removed, dryRun);
    deleteHidden(paths, removed, dryRun);
    // The generations' copies of launcher.json go last: while one is left, a run that was
    // stopped half way can be finished by running uninstall again.
    List<Path> last =
        files.stream()
            .filter(
                file ->
                    file.startsWith(paths.configGenerations())
                        && file.getFileName()
                            .toString()
                            .equals(paths.launcherJson().getFileName().toString()))
            .toList();
    files.removeAll(last);
    // Then every listed file, then the records that list them, then those copies: a run stopped
    // at any point leaves enough behind for the next run to find and remove the rest.
    delete(files, removed, dryRun);
    EmptyFolders.remove(folders, dryRun);
    delete(records, removed, dryRun);
    // Every folder that can go before the copies do, so that after them only the config side's
    // empty generation folders can be left by a stop (and a run again removes those).
    EmptyFolders.remove(folders, dryRun);
    delete(last, removed, dryRun);
    List<Path> kept = EmptyFolders.remove(folders, dryRun);
    CreatedFolders.removeEmpty(paths.configDir(), dryRun);
    return new Removed(removed, kept, problems);
  }

  /**
   * Deletes each of {@code files} that is a regular file, each after the temporary file a stopped
   * replacement of it may have left ({@link DurableFiles#temporary}).
   */
  private static void delete(Iterable<Path> files, List<Path> removed, boolean dryRun)
      throws IOException {
    for (Path file : files) {
      deleteFile(DurableFiles.temporary(file), removed, dryRun);
      deleteFile(file, removed, dryRun);
    }
  }

  /**
   * Deletes the hidden folders among the generations: what stopped installs left (a staging folder,
   * a generation renamed out of the way), all the kit's own.
   */
  private static void deleteHidden(InstallPaths paths, List<Path> removed, boolean dryRun)
      throws IOException {
    for (Path root : List.of(paths.prefixGenerations(), paths.configGenerations())) {
      for (Path folder : Folders.children(root)) {
        if (folder.getFileName().toString().startsWith(".")) {
          removed.addAll(Folders.regularFiles(folder));
          if (!dryRun) {
            Folders.deleteTree(folder);
          }
        }
      }
    }
  }

  private static void deleteFile(Path file, List<Path> removed, boolean dryRun) throws IOException {
    if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      removed.add(file);
      if (!dryRun) {
        DurableFiles.delete(file);
      }
    }
  }

  private static List<Path> union(TreeSet<Path> first, TreeSet<Path> second) {
    List<Path> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }

  private static boolean inside(Path path, Path root) {
    return path.startsWith(root) && !path.equals(root);
  }
}

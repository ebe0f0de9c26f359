package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
    UninstallListing listing = UninstallListing.of(paths);
    List<Path> removed = new ArrayList<>();
    // launcher.json first: from here on no generation is current.
    if (!dryRun) {
      DurableFiles.deleteIfExists(paths.launcherJson());
    }
    removed.add(paths.launcherJson());
    deleteFile(DurableFiles.temporary(paths.launcherJson()), removed, dryRun);
    deleteHidden(paths, removed, dryRun);
    // Then every listed file, then the records that list them, then the generations' copies of
    // launcher.json: a run stopped at any point leaves enough behind for the next run to find and
    // remove the rest.
    delete(listing.files(), removed, dryRun);
    EmptyFolders.remove(listing.folders(), dryRun);
    delete(listing.records(), removed, dryRun);
    // Every folder that can go before the copies do, so that after them only the config side's
    // empty generation folders can be left by a stop (and a run again removes those).
    EmptyFolders.remove(listing.folders(), dryRun);
    delete(listing.launcherCopies(), removed, dryRun);
    List<Path> kept = EmptyFolders.remove(listing.folders(), dryRun);
    CreatedFolders.removeEmpty(paths.configDir(), dryRun);
    return new Removed(removed, kept, listing.problems());
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
    for (Path root :
        List.of(paths.prefixGenerations(), paths.configGenerations(), paths.runtimesRoot())) {
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
}

package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.model.KitFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code uninstall} where no {@code launcher.json} — neither the current one nor a generation's
 * copy — names an installation: either nothing of the kit is there (a second uninstall), or a
 * stopped uninstall left only what it removes last (empty folders the kit made and the record of
 * them, or the hidden folder the config directory was moved to), which this removes.
 */
public final class UninstallLeftovers {

  /** What was there. */
  public sealed interface Outcome {}

  /** Nothing of the kit; {@code launcherJson} is a launcher.json naming no installation, if any. */
  public record Absent(Optional<Path> launcherJson) implements Outcome {}

  /** Only what a stopped uninstall leaves; removed (unless a dry run). */
  public record Finished() implements Outcome {}

  /** Install manifests without a launcher.json naming their installation; nothing is removed. */
  public record Damaged(List<Diagnostic> diagnostics) implements Outcome {}

  /** A file could not be read or removed; running uninstall again continues from there. */
  public record Failed(Diagnostic problem) implements Outcome {}

  private UninstallLeftovers() {}

  /** Finishes, or finds nothing to do, at {@code configDir}. */
  public static Outcome finish(Path configDir, boolean dryRun) {
    try {
      return leftovers(configDir, dryRun);
    } catch (IOException e) {
      return new Failed(FileFailure.diagnostic(e, configDir));
    }
  }

  private static Outcome leftovers(Path configDir, boolean dryRun) throws IOException {
    Path generations = configDir.resolve(InstallPaths.GENERATIONS);
    List<Diagnostic> manifests = orphanManifests(generations);
    if (!manifests.isEmpty()) {
      return new Damaged(manifests);
    }
    boolean record =
        Files.isRegularFile(configDir.resolve(CreatedFolders.FILE), LinkOption.NOFOLLOW_LINKS);
    Optional<Path> moved = CreatedFolders.leftover(configDir);
    if (!record && moved.isEmpty()) {
      Path launcherJson = configDir.resolve(KitFiles.LAUNCHER);
      return new Absent(
          Optional.of(launcherJson).filter(f -> Files.exists(f, LinkOption.NOFOLLOW_LINKS)));
    }
    if (!dryRun) {
      if (moved.isPresent()) {
        CreatedFolders.finishRemoving(moved.get());
      }
      // A stop after the last generation's launcher.json went can leave its folder, empty.
      EmptyFolders.remove(EmptyFolders.within(generations), false);
      CreatedFolders.removeEmpty(configDir, false);
    }
    return new Finished();
  }

  /** Each generation folder's install manifest: one names files no launcher.json leads to. */
  private static List<Diagnostic> orphanManifests(Path generations) throws IOException {
    List<Diagnostic> found = new ArrayList<>();
    if (!Files.isDirectory(generations, LinkOption.NOFOLLOW_LINKS)) {
      return found;
    }
    for (Path folder : Folders.children(generations)) {
      Path manifest = folder.resolve(InstallManifest.FILE_NAME);
      if (!folder.getFileName().toString().startsWith(".")
          && Files.isRegularFile(manifest, LinkOption.NOFOLLOW_LINKS)) {
        found.add(
            Diagnostic.policy(
                manifest.toString(),
                "",
                "lists the files of a generation, but no launcher.json names its"
                    + " installation (neither the current one nor the generation's copy):"
                    + " remove the files it lists by hand"));
      }
    }
    return found;
  }
}

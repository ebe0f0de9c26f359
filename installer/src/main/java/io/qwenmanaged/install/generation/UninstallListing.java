package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.qwenpatch.PatchSet;
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
 * What an uninstall removes, read before it removes anything: the files the generations' manifests
 * list (except the patched files of a Qwen Code package outside the prefix, which the kit did not
 * install; without the current launcher.json, which goes first, and the generations' copies of it,
 * which go last), the records that list them, the folders that may be left empty, deepest first,
 * and the records that could not be read.
 */
record UninstallListing(
    List<Path> files,
    List<Path> records,
    List<Path> launcherCopies,
    List<Path> folders,
    List<Diagnostic> problems) {

  /** The listing of the installation at {@code paths}. */
  static UninstallListing of(InstallPaths paths) throws IOException {
    List<Diagnostic> problems = new ArrayList<>();
    TreeSet<Path> files = new TreeSet<>();
    TreeSet<Path> records = new TreeSet<>();
    TreeSet<Path> folders = new TreeSet<>(Comparator.reverseOrder());
    // Without the current launcher.json an uninstall was stopped after its first step: a
    // generation whose records are already gone had every file they listed removed before them.
    boolean resuming = !Files.exists(paths.launcherJson(), LinkOption.NOFOLLOW_LINKS);
    for (Path root :
        List.of(paths.configGenerations(), paths.prefixGenerations(), paths.runtimesRoot())) {
      folders.add(root);
      for (Path generation : Folders.children(root)) {
        folders.addAll(EmptyFolders.within(generation));
        String id = generation.getFileName().toString();
        if (root.equals(paths.configGenerations()) && !id.startsWith(".")) {
          listGeneration(paths, generation, resuming, files, records, problems);
        }
      }
    }
    files.removeAll(records);
    addParents(paths, files, folders);
    addParents(paths, records, folders);
    folders.add(paths.prefix().resolve("bin"));
    folders.add(paths.prefix().resolve("qwen"));
    folders.add(paths.runtimesRoot());
    files.remove(paths.launcherJson());
    List<Path> copies = files.stream().filter(file -> launcherCopy(paths, file)).toList();
    files.removeAll(copies);
    return new UninstallListing(
        List.copyOf(files), List.copyOf(records), copies, List.copyOf(folders), problems);
  }

  /**
   * The files the records of config generation folder {@code generation} list, and those records.
   */
  private static void listGeneration(
      InstallPaths paths,
      Path generation,
      boolean resuming,
      TreeSet<Path> files,
      TreeSet<Path> records,
      List<Diagnostic> problems)
      throws IOException {
    String id = generation.getFileName().toString();
    Path manifestFile = generation.resolve(InstallManifest.FILE_NAME);
    if (!resuming || Files.exists(manifestFile, LinkOption.NOFOLLOW_LINKS)) {
      Optional<InstallManifest> manifest = GenerationCheck.manifest(paths, id, problems);
      manifest.ifPresent(
          m ->
              m.files().keySet().stream()
                  .map(Path::of)
                  .filter(file -> !ofAnotherQwen(paths, file))
                  .forEach(files::add));
    } else {
      // Stopped after this generation's records went: only its launcher.json copy is left.
      files.add(generation.resolve(paths.launcherJson().getFileName()));
    }
    QwenPackageFiles.listed(paths, id, problems).forEach(files::add);
    QwenPackageFiles.runtimes(paths, id, problems).forEach(files::add);
    records.add(manifestFile);
    records.add(generation.resolve(GenerationWriter.QWEN_PACKAGE));
    records.add(generation.resolve(GenerationWriter.RUNTIMES));
    records.add(generation.resolve(GenerationWriter.PREVIOUS));
  }

  /**
   * The folders from each of {@code files} up to (not including) the prefix or config directory.
   */
  private static void addParents(InstallPaths paths, Iterable<Path> files, TreeSet<Path> folders) {
    for (Path file : files) {
      Path at = file.getParent();
      while (at != null && (inside(at, paths.prefix()) || inside(at, paths.configDir()))) {
        folders.add(at);
        at = at.getParent();
      }
    }
  }

  /** Whether {@code file} is a generation's copy of launcher.json. */
  private static boolean launcherCopy(InstallPaths paths, Path file) {
    return file.startsWith(paths.configGenerations())
        && file.getFileName().toString().equals(paths.launcherJson().getFileName().toString());
  }

  /**
   * Whether {@code file} is a patched file of a Qwen Code package outside the prefix: the manifest
   * lists it so that the start checks it, but the kit did not install that package and leaves it.
   */
  private static boolean ofAnotherQwen(InstallPaths paths, Path file) {
    return !file.startsWith(paths.prefix())
        && PatchSet.shipped().files().stream().anyMatch(patched -> file.endsWith(patched.path()));
  }

  private static boolean inside(Path path, Path root) {
    return path.startsWith(root) && !path.equals(root);
  }
}

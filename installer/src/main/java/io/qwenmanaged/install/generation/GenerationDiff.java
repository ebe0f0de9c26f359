package io.qwenmanaged.install.generation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A planned generation against what is installed: whether it already is, and what it changes. */
final class GenerationDiff {

  private GenerationDiff() {}

  /** Whether every file of {@code generation} is already installed with exactly its bytes. */
  static boolean installed(PlannedGeneration generation, InstallPaths paths) throws IOException {
    if (!Folders.sameBytes(paths.launcherJson(), generation.launcherJson())) {
      return false;
    }
    Path config = paths.configGeneration(generation.id());
    for (Map.Entry<String, byte[]> file : generation.configFiles().entrySet()) {
      if (!Folders.sameBytes(config.resolve(file.getKey()), file.getValue())) {
        return false;
      }
    }
    Path prefix = paths.prefixGeneration(generation.id());
    for (Map.Entry<String, Path> jar : generation.jars().entrySet()) {
      if (!Folders.sameBytes(
          prefix.resolve("lib").resolve(jar.getKey()), Folders.read(jar.getValue()))) {
        return false;
      }
    }
    if (!Folders.sameBytes(prefix.resolve(LauncherCommandLine.FILE), generation.launcherArgs())) {
      return false;
    }
    for (int i = 0; i < paths.wrappers().size(); i++) {
      if (!Folders.sameBytes(paths.wrappers().get(i), generation.wrappers().get(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * What installing {@code next} as generation {@code id} would add, replace and remove: a dry
   * run's report.
   */
  static InstallRun.WouldInstall wouldInstall(
      String id, PlannedGeneration next, InstallPaths paths, Generations generations) {
    List<Path> added = new ArrayList<>();
    added.add(paths.configGeneration(id));
    added.add(paths.prefixGeneration(id));
    List<Path> replaced = new ArrayList<>();
    replaced.add(paths.launcherJson());
    for (int i = 0; i < paths.wrappers().size(); i++) {
      Path wrapper = paths.wrappers().get(i);
      try {
        if (!Folders.sameBytes(wrapper, next.wrappers().get(i))) {
          (Files.exists(wrapper) ? replaced : added).add(wrapper);
        }
      } catch (IOException e) {
        replaced.add(wrapper);
      }
    }
    List<String> kept = new ArrayList<>(generations.kept());
    List<String> removed = new ArrayList<>();
    if (kept.size() >= Generations.KEPT) {
      removed.addAll(kept.subList(Generations.KEPT - 1, kept.size()));
    }
    return new InstallRun.WouldInstall(added, replaced, removed);
  }
}

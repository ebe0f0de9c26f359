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

  /**
   * Whether generation {@code current} is installed with exactly the files of {@code next} but for
   * the id: the planned files are compared as {@code current} would hold them.
   */
  static boolean installed(PlannedGeneration next, String current, InstallPaths paths)
      throws IOException {
    if (!Folders.sameBytes(paths.launcherJson(), next.namedAs(current, next.launcherJson()))) {
      return false;
    }
    Path config = paths.configGeneration(current);
    for (Map.Entry<String, byte[]> file : next.configFiles().entrySet()) {
      if (!Folders.sameBytes(
          config.resolve(file.getKey()), next.namedAs(current, file.getValue()))) {
        return false;
      }
    }
    Path prefix = paths.prefixGeneration(current);
    for (Map.Entry<String, Path> jar : next.jars().entrySet()) {
      if (!Folders.sameBytes(
          prefix.resolve("lib").resolve(jar.getKey()), Folders.read(jar.getValue()))) {
        return false;
      }
    }
    if (!Folders.sameBytes(
        prefix.resolve(LauncherCommandLine.FILE), next.namedAs(current, next.launcherArgs()))) {
      return false;
    }
    for (int i = 0; i < paths.wrappers().size(); i++) {
      if (!Folders.sameBytes(paths.wrappers().get(i), next.wrappers().get(i))) {
        return false;
      }
    }
    return true;
  }

  /** What installing {@code next} would add, replace and remove: a dry run's report. */
  static InstallRun.WouldInstall wouldInstall(
      PlannedGeneration next, InstallPaths paths, Generations generations) {
    String id = next.id();
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
    return new InstallRun.WouldInstall(added, replaced, removed, next);
  }
}

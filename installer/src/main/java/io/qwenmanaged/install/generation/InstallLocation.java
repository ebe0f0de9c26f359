package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.start.InstallLocations;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Whether the prefix and the config directory can take an installation. */
final class InstallLocation {

  private InstallLocation() {}

  /** Why the prefix or the config directory cannot take an installation of {@code install}. */
  static List<Diagnostic> problems(InstallPaths paths, InstallFacts install, FileFacts files) {
    List<Diagnostic> location =
        InstallLocations.problems(
            files,
            paths.platform(),
            install,
            List.of(paths.prefix().toString(), paths.configDir().toString()));
    if (!location.isEmpty()) {
      return location;
    }
    for (Path folder : List.of(paths.prefix(), paths.configDir())) {
      if (Files.exists(folder) && !Files.isDirectory(folder)) {
        return List.of(Diagnostic.io(folder.toString(), "is not a directory"));
      }
    }
    return List.of();
  }
}

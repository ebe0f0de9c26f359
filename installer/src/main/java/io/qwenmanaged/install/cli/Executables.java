package io.qwenmanaged.install.cli;

import io.qwenmanaged.policy.files.ProgramSearch;
import io.qwenmanaged.policy.model.Platform;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Finding the administrator's tools (npm) on the PATH of the admin CLI's own environment. */
final class Executables {

  private Executables() {}

  /**
   * The first executable file named {@code name} (or {@code name.cmd}, {@code name.exe} on Windows)
   * in a folder of {@code environment}'s PATH.
   */
  static Optional<Path> onPath(String name, Map<String, String> environment, Platform platform) {
    boolean windows = platform == Platform.WINDOWS;
    // Windows names are case-insensitive (its PATH is often "Path").
    String path =
        environment.entrySet().stream()
            .filter(e -> windows ? e.getKey().equalsIgnoreCase("PATH") : e.getKey().equals("PATH"))
            .map(Map.Entry::getValue)
            .findFirst()
            .orElse(null);
    if (path == null) {
      return Optional.empty();
    }
    List<String> candidates = windows ? List.of(name + ".cmd", name + ".exe") : List.of(name);
    return ProgramSearch.executable(
            ProgramSearch.directories(path, windows ? ";" : ":"), candidates)
        .map(Path::toAbsolutePath);
  }
}

package io.qwenmanaged.install;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Finding the administrator's tools (npm) on the installer's own PATH. */
final class Executables {

  private Executables() {}

  /** The first executable file named {@code name} (or {@code name.cmd} on Windows) on PATH. */
  static Optional<Path> onPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    boolean windows = System.getProperty("os.name", "").startsWith("Windows");
    for (String directory : path.split(File.pathSeparator)) {
      if (directory.isEmpty()) {
        continue;
      }
      for (String candidate :
          windows ? new String[] {name + ".cmd", name + ".exe"} : new String[] {name}) {
        Path file = Path.of(directory, candidate);
        if (Files.isRegularFile(file) && Files.isExecutable(file)) {
          return Optional.of(file.toAbsolutePath());
        }
      }
    }
    return Optional.empty();
  }
}

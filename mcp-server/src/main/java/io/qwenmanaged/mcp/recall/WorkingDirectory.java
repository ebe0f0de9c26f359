package io.qwenmanaged.mcp.recall;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The session must be in the repository the configuration is for: its {@code cwd} is an absolute
 * path that resolves, symbolic links and {@code ..} included, to a directory at or below the
 * repository's (already resolved) root. Elsewhere the hook searches nothing.
 */
final class WorkingDirectory {

  private WorkingDirectory() {}

  static boolean isInside(String cwd, Path repositoryRoot) {
    try {
      Path path = Path.of(cwd);
      if (!path.isAbsolute()) {
        return false;
      }
      Path real = path.toRealPath();
      return Files.isDirectory(real) && real.startsWith(repositoryRoot);
    } catch (InvalidPathException | IOException | SecurityException e) {
      return false;
    }
  }
}

package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.model.Platform;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/** Small path and environment helpers shared by the start checks. */
final class Locations {

  private Locations() {}

  /** {@code path} with a leading {@code ${HOME}} replaced by the developer's home directory. */
  static String home(String path, Path userHome) {
    return Platform.withHome(path, userHome.toString());
  }

  /** The directory holding {@code path} (absolute, for {@code platform}). */
  static String parent(Platform platform, String path) {
    int last = path.lastIndexOf(platform.separator());
    int root = platform == Platform.POSIX ? 1 : 3;
    return last < root ? path.substring(0, root) : path.substring(0, last);
  }

  /**
   * The variable {@code name} of {@code environment}; on Windows names are compared without regard
   * to case, as Windows does.
   */
  static Optional<String> variable(
      Map<String, String> environment, Platform platform, String name) {
    if (platform == Platform.POSIX) {
      return Optional.ofNullable(environment.get(name));
    }
    return environment.entrySet().stream()
        .filter(e -> e.getKey().equalsIgnoreCase(name))
        .map(Map.Entry::getValue)
        .findFirst();
  }
}

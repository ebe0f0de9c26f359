package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * Finds a program on the pinned PATH the way a process start does: directories in order, and in
 * each the candidate names in order; the first that resolves to an executable regular file wins.
 */
final class PathLookup {

  /**
   * Where a program was found.
   *
   * @param index the PATH entry, for the diagnostic's pointer {@code /environment/path/<index>}
   * @param path the file as found (before resolving links)
   */
  record Match(int index, String path) {}

  private PathLookup() {}

  static Optional<Match> first(
      FileFacts facts, Platform platform, List<String> path, List<String> names)
      throws IOException {
    for (int i = 0; i < path.size(); i++) {
      for (String name : names) {
        String candidate = platform.join(path.get(i), name);
        PathWalk.Result walk = PathWalk.walk(facts, platform, candidate, true);
        if (walk instanceof PathWalk.Found found
            && found.entry().type() == FileEntry.Type.REGULAR
            && Executables.executable(found.entry())) {
          return Optional.of(new Match(i, candidate));
        }
      }
    }
    return Optional.empty();
  }
}

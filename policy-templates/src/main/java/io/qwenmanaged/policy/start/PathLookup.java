package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.ProgramSearch;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * Finds a program on the pinned PATH in {@link ProgramSearch}'s order: the first candidate that
 * resolves (through {@link FileFacts}) to a regular file with an execute bit wins.
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
    return ProgramSearch.first(
        path,
        names,
        (index, directory, name) -> {
          String candidate = platform.join(directory, name);
          PathWalk.Result walk = PathWalk.walk(facts, platform, candidate, true);
          return walk instanceof PathWalk.Found found
                  && found.entry().type() == FileEntry.Type.REGULAR
                  && Executables.executable(found.entry())
              ? Optional.of(new Match(index, candidate))
              : Optional.empty();
        });
  }
}

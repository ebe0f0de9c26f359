package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.util.Optional;

/**
 * Whether a runtime is there: the path resolves (symbolic links allowed, e.g. Debian's {@code
 * /usr/bin/java} → {@code /etc/alternatives/java} → the JDK) to a regular file, executable on POSIX
 * when it is a program.
 */
final class Executables {

  static final String MISSING = "does not exist";
  static final String LOOP = "has too many symbolic links on its way";
  static final String NOT_REGULAR = "is not a regular file";
  static final String NOT_EXECUTABLE = "is not executable";

  private Executables() {}

  /**
   * The problem with the runtime at {@code path}, or empty.
   *
   * @param program whether it must be executable (node, java, env, bash), not only a file (the Qwen
   *     CLI entry, which node reads)
   * @param pin where the path comes from, e.g. {@code launcher.json's /runtimes/node}
   */
  static Optional<Diagnostic> problem(
      FileFacts facts, Platform platform, String path, boolean program, String pin) {
    PathWalk.Result walk;
    try {
      walk = PathWalk.walk(facts, platform, path, true);
    } catch (IOException e) {
      return Optional.of(RegularFile.unreadable(path, "examined", e));
    }
    String message = null;
    if (walk instanceof PathWalk.Missing) {
      message = MISSING;
    } else if (walk instanceof PathWalk.Loop) {
      message = LOOP;
    } else {
      FileEntry entry = ((PathWalk.Found) walk).entry();
      if (entry.type() != FileEntry.Type.REGULAR) {
        message = NOT_REGULAR;
      } else if (program && !executable(entry)) {
        message = NOT_EXECUTABLE;
      }
    }
    return Optional.ofNullable(message).map(m -> Diagnostic.policy(path, "", m + " (" + pin + ")"));
  }

  /** Whether a regular file may be run: any execute bit on POSIX; Windows has none to check. */
  static boolean executable(FileEntry entry) {
    return !(entry.protection() instanceof FileEntry.PosixMode mode) || mode.executable();
  }
}

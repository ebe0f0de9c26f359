package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.lock.AdminLock;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Runs a command that changes an installation while it holds the config directory's admin lock
 * ({@link AdminLock}); a command that finds it held reports {@code busy} (exit 5) once its wait is
 * over, having changed nothing.
 */
final class LockedCommand {

  /** The result of a command that did not run because another one holds the lock. */
  static final String BUSY = "busy";

  /** What a busy command says first. */
  static final String RUNNING = "another install, rollback or uninstall is running";

  private LockedCommand() {}

  /**
   * Runs {@code body} holding {@code configDir}'s lock; where the config directory does not exist
   * there is nothing to lock, and {@code body} runs as it is (it finds nothing installed).
   *
   * @param removeLockFile whether the lock file goes before the lock is released, once {@code body}
   *     succeeded (uninstall)
   */
  static Report run(
      String command,
      Path configDir,
      int waitSeconds,
      boolean removeLockFile,
      Supplier<Report> body) {
    if (waitSeconds < 0) {
      return Report.usageError(command, "--wait must be 0 or more seconds");
    }
    AdminLock.Outcome lock = AdminLock.acquire(configDir, Duration.ofSeconds(waitSeconds));
    if (lock instanceof AdminLock.Held held) {
      try (held) {
        Report report = body.get();
        // A refused or failed uninstall keeps its config directory as it was, lock file included.
        if (removeLockFile && report.exit() == AdminExit.OK) {
          held.removeFile();
        }
        return report;
      }
    }
    if (lock instanceof AdminLock.Failed failed) {
      return new Report(
          command,
          AdminExit.IO,
          "io-error",
          "the config directory's lock could not be taken; nothing was changed",
          List.of(failed.problem()),
          List.of(),
          Optional.of(configDir.toString()));
    }
    if (lock instanceof AdminLock.NoDirectory) {
      return body.get();
    }
    return new Report(
        command,
        AdminExit.BUSY,
        BUSY,
        RUNNING
            + " on "
            + configDir
            + (waitSeconds == 0 ? "" : " (waited " + waitSeconds + " s)")
            + "; nothing was changed",
        List.of(),
        List.of(),
        Optional.of(configDir.toString()));
  }
}

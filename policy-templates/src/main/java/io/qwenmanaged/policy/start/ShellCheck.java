package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The shell Qwen Code starts every hook with is the system's: on POSIX the pinned PATH resolves
 * {@code bash} (Qwen runs hooks with {@code bash -c}); on Windows see {@link WindowsShellCheck}.
 * The programs found are handed to the ownership checks.
 */
final class ShellCheck {

  static final String NO_BASH =
      "resolves no executable bash: Qwen Code runs the confirmation hook with bash -c";

  /**
   * @param outcome the check's outcome
   * @param paths the programs found, for the ownership checks
   */
  record Result(CheckOutcome outcome, List<String> paths) {}

  private ShellCheck() {}

  /**
   * Checks the shell {@code installation}'s pinned PATH resolves; on Windows also the developer's
   * {@code environment} and the PowerShell profiles under {@code userHome}.
   */
  static Result run(
      LauncherConfig installation,
      Map<String, String> environment,
      Path userHome,
      FileFacts facts) {
    if (installation.platform() == Platform.WINDOWS) {
      return WindowsShellCheck.run(installation, environment, userHome, facts);
    }
    List<Diagnostic> problems = new ArrayList<>();
    List<String> paths = new ArrayList<>();
    try {
      Optional<PathLookup.Match> bash =
          PathLookup.first(
              facts, Platform.POSIX, installation.environment().path(), List.of("bash"));
      if (bash.isPresent()) {
        paths.add(bash.get().path());
      } else {
        problems.add(Diagnostic.policy(KitFiles.LAUNCHER, "/environment/path", NO_BASH));
      }
    } catch (IOException e) {
      problems.add(RegularFile.unreadable("bash on the pinned PATH", "looked up", e));
    }
    return new Result(new CheckOutcome(StartChecks.SHELL, problems), List.copyOf(paths));
  }
}

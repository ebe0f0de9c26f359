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
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Windows: Qwen Code runs hooks with {@code powershell -Command} (no {@code -NoProfile}), found on
 * PATH. So the pinned PATH must resolve {@code powershell} to the system's Windows PowerShell
 * ({@code %SystemRoot%\System32\WindowsPowerShell\v1.0\powershell.exe}) and {@code pwsh}, when it
 * resolves at all, to a PowerShell under {@code %ProgramFiles%\PowerShell}; {@code ComSpec}, when
 * set, must be the system's {@code cmd.exe}; and PowerShell profile files, which every such
 * PowerShell runs first, must be absent or admin-owned (the profile ownership is judged in {@link
 * WindowsProfiles}). Candidates are tried as {@code .com} then {@code .exe}, as Node's process
 * start does.
 */
final class WindowsShellCheck {

  static final String SYSTEM_ROOT =
      "must name the Windows directory (an absolute path): the system PowerShell and cmd.exe are"
          + " found there";
  static final String NO_POWERSHELL =
      "resolves no powershell: Qwen Code runs the confirmation hook with powershell on Windows";
  static final String OTHER_POWERSHELL = "resolves powershell to %s, not the system's %s";
  static final String OTHER_PWSH = "resolves pwsh to %s, not a PowerShell under %s";
  static final String COMSPEC = "must be the system's cmd.exe (%s)";

  private static final String DEFAULT_PROGRAM_FILES = "C:\\Program Files";

  private WindowsShellCheck() {}

  static ShellCheck.Result run(
      LauncherConfig installation,
      Map<String, String> environment,
      Path userHome,
      FileFacts facts) {
    Platform windows = Platform.WINDOWS;
    List<Diagnostic> problems = new ArrayList<>();
    List<String> paths = new ArrayList<>();
    Optional<String> systemRoot =
        Locations.variable(environment, windows, "SystemRoot").filter(windows::isAbsolute);
    if (systemRoot.isEmpty()) {
      problems.add(Diagnostic.io("$SystemRoot", SYSTEM_ROOT));
      return result(problems, paths);
    }
    String psHome = windows.join(systemRoot.get(), "System32", "WindowsPowerShell", "v1.0");
    List<String> psHomes = new ArrayList<>(List.of(psHome));
    try {
      shells(
              installation,
              environment,
              facts,
              windows.join(psHome, "powershell.exe"),
              problems,
              paths)
          .ifPresent(psHomes::add);
    } catch (IOException e) {
      problems.add(RegularFile.unreadable("powershell on the pinned PATH", "looked up", e));
    }
    String cmd = windows.join(systemRoot.get(), "System32", "cmd.exe");
    paths.add(cmd);
    Locations.variable(environment, windows, "ComSpec")
        .filter(comSpec -> !comSpec.equalsIgnoreCase(cmd))
        .ifPresent(comSpec -> problems.add(Diagnostic.io("$ComSpec", String.format(COMSPEC, cmd))));
    installation
        .install()
        .ifPresent(
            install ->
                problems.addAll(
                    WindowsProfiles.check(
                        facts, AccessRule.kit(windows, install), psHomes, userHome)));
    return result(problems, paths);
  }

  /** Checks powershell and pwsh; returns pwsh's directory when pwsh resolves. */
  private static Optional<String> shells(
      LauncherConfig installation,
      Map<String, String> environment,
      FileFacts facts,
      String powershell,
      List<Diagnostic> problems,
      List<String> paths)
      throws IOException {
    Platform windows = Platform.WINDOWS;
    List<String> path = installation.environment().path();
    Optional<PathLookup.Match> found =
        PathLookup.first(facts, windows, path, List.of("powershell.com", "powershell.exe"));
    if (found.isEmpty()) {
      problems.add(Diagnostic.policy(KitFiles.LAUNCHER, "/environment/path", NO_POWERSHELL));
    } else if (!found.get().path().equalsIgnoreCase(powershell)) {
      problems.add(
          at(found.get(), String.format(OTHER_POWERSHELL, found.get().path(), powershell)));
    } else {
      paths.add(found.get().path());
    }
    Optional<PathLookup.Match> pwsh =
        PathLookup.first(facts, windows, path, List.of("pwsh.com", "pwsh.exe"));
    if (pwsh.isEmpty()) {
      return Optional.empty();
    }
    String programFiles =
        Locations.variable(environment, windows, "ProgramFiles")
            .filter(windows::isAbsolute)
            .orElse(DEFAULT_PROGRAM_FILES);
    String under = windows.join(programFiles, "PowerShell") + windows.separator();
    String pwshPath = pwsh.get().path();
    if (!pwshPath.toLowerCase(Locale.ROOT).startsWith(under.toLowerCase(Locale.ROOT))) {
      problems.add(at(pwsh.get(), String.format(OTHER_PWSH, pwshPath, under)));
      return Optional.empty();
    }
    paths.add(pwshPath);
    return Optional.of(Locations.parent(windows, pwshPath));
  }

  private static Diagnostic at(PathLookup.Match match, String message) {
    return Diagnostic.policy(KitFiles.LAUNCHER, "/environment/path/" + match.index(), message);
  }

  private static ShellCheck.Result result(List<Diagnostic> problems, List<String> paths) {
    return new ShellCheck.Result(new CheckOutcome(StartChecks.SHELL, problems), List.copyOf(paths));
  }
}

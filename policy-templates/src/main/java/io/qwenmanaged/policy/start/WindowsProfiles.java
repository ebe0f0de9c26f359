package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * PowerShell profile files run before every {@code powershell -Command} that does not pass {@code
 * -NoProfile} — Qwen Code's hook command included — so each must be absent or admin-owned and
 * writable by no one else: the all-users profiles in each PowerShell's home and the current user's
 * in {@code Documents\WindowsPowerShell} and {@code Documents\PowerShell}.
 */
final class WindowsProfiles {

  static final String PROFILE = "is a PowerShell profile, which runs before every hook: ";

  private static final List<String> NAMES =
      List.of("profile.ps1", "Microsoft.PowerShell_profile.ps1");

  private WindowsProfiles() {}

  static List<Diagnostic> check(
      FileFacts facts, AccessRule rule, List<String> psHomes, Path userHome) {
    Platform windows = Platform.WINDOWS;
    List<String> directories = new ArrayList<>(psHomes);
    String home = userHome.toString();
    directories.add(windows.join(home, "Documents", "WindowsPowerShell"));
    directories.add(windows.join(home, "Documents", "PowerShell"));
    List<Diagnostic> problems = new ArrayList<>();
    for (String directory : directories) {
      for (String name : NAMES) {
        String profile = windows.join(directory, name);
        try {
          PathWalk.Result walk = PathWalk.walk(facts, windows, profile, true);
          if (walk instanceof PathWalk.Found found) {
            rule.problems(found.entry())
                .forEach(
                    problem -> problems.add(Diagnostic.policy(profile, "", PROFILE + problem)));
          } else if (walk instanceof PathWalk.Loop) {
            problems.add(Diagnostic.policy(profile, "", PROFILE + Executables.LOOP));
          }
        } catch (IOException e) {
          problems.add(RegularFile.unreadable(profile, "examined", e));
        }
      }
    }
    return problems;
  }
}

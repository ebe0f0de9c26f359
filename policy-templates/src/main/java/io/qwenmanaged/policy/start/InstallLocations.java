package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.Platform;
import java.util.List;

/**
 * The installer's check of where it is about to install: every existing directory on the way to the
 * install prefix and the config directory (they may not exist yet) must be owned and protected as
 * the launcher will require of the installed files — for a system install, root-owned and writable
 * by no one else (a sticky world-writable directory such as {@code /tmp} is refused too). The same
 * rule as the launcher's file-permission check, so what installs also starts.
 */
public final class InstallLocations {

  private InstallLocations() {}

  /** One diagnostic per insecure directory on the way to {@code directories}; empty when fine. */
  public static List<Diagnostic> problems(
      FileFacts facts, Platform platform, InstallFacts install, List<String> directories) {
    AccessRule rule = AccessRule.kit(platform, install);
    List<PermissionCheck.Target> targets =
        directories.stream().map(path -> new PermissionCheck.Target(path, false)).toList();
    return PermissionCheck.run(facts, platform, rule, targets).problems();
  }
}

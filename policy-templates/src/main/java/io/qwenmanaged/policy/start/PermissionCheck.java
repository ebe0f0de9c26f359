package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Ownership and permissions of every pinned file and runtime and of every directory up to the root,
 * along the written path and, through symbolic links, along the resolved path too ({@link
 * PathWalk}): each must be owned as {@link AccessRule#kit} says and writable by no one else. Each
 * insecure entry is reported once, however many pinned paths pass through it. A path that does not
 * exist, or a kit file that is a symbolic link, is reported by the check that pins it, not here.
 */
final class PermissionCheck {

  /**
   * One path to judge.
   *
   * @param path absolute, for the platform
   * @param runtime whether it may be reached through a final symbolic link (runtimes may; the kit's
   *     own files are regular files)
   */
  record Target(String path, boolean runtime) {}

  private PermissionCheck() {}

  static CheckOutcome run(
      FileFacts facts, Platform platform, AccessRule rule, List<Target> targets) {
    List<Diagnostic> problems = new ArrayList<>();
    Set<String> judged = new HashSet<>();
    for (Target target : targets) {
      if (!platform.isAbsolute(target.path()) || !judged.add("target:" + target.path())) {
        continue;
      }
      PathWalk.Result walk;
      try {
        walk = PathWalk.walk(facts, platform, target.path(), target.runtime());
      } catch (IOException e) {
        problems.add(RegularFile.unreadable(target.path(), "examined", e));
        continue;
      }
      List<PathWalk.Step> steps;
      if (walk instanceof PathWalk.Found found) {
        steps = found.steps();
      } else if (walk instanceof PathWalk.Missing missing) {
        steps = missing.steps();
      } else {
        problems.add(Diagnostic.policy(target.path(), "", Executables.LOOP));
        continue;
      }
      for (PathWalk.Step step : steps) {
        if (judged.add(step.path())) {
          rule.problems(step.entry())
              .forEach(message -> problems.add(Diagnostic.policy(step.path(), "", message)));
        }
      }
    }
    return new CheckOutcome(StartChecks.PERMISSIONS, problems);
  }
}

package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartContext;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * What verify would refuse about a planned generation itself (its start checks, then whether its
 * Qwen Code is the managed build), refused before anything is written.
 */
final class PlannedChecks {

  private PlannedChecks() {}

  static List<Diagnostic> problems(
      PlannedGeneration next, InstallPaths paths, boolean dryRun, AdminHost host)
      throws IOException {
    List<Diagnostic> plan =
        StartChecks.beforeInstall(
            next.config(),
            new StartContext(paths.launcherJson(), Map.of(), host.userName(), host.userHome()),
            host.files());
    if (!plan.isEmpty()) {
      return plan;
    }
    return ManagedQwenRequirement.problem(next.config(), dryRun, host.qwenBuilds())
        .map(List::of)
        .orElse(List.of());
  }
}

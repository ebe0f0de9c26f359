package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.changes.FileChangeEntry;
import io.qwenmanaged.install.changes.PlannedChanges;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The change list of an install that was not refused: the plan prepared again as the install
 * prepares it (options applied, runtimes filled in), planned as the current generation and compared
 * with it ({@link PlannedChanges}).
 */
final class DryRunChanges {

  private DryRunChanges() {}

  /**
   * The changes installing {@code options}' plan would make; empty when the plan cannot be prepared
   * (the install then reports why).
   */
  static Optional<List<FileChangeEntry>> of(InstallFlow.Options options, AdminHost host) {
    if (!(InstallFlow.prepare(options, host) instanceof InstallFlow.Ready ready)) {
      return Optional.empty();
    }
    PlanInput.Read input = ready.input();
    try {
      InstallPaths paths =
          new InstallPaths(
              Path.of(input.plan().get("installPrefix").textValue()),
              Path.of(input.plan().get("configDir").textValue()),
              Platform.of(input.plan().get("platform").textValue()));
      return Optional.of(
          PlannedChanges.of(input.plan(), paths, host.distributionLib(), host.userName()));
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** {@code report} (a dry run's) with the change list, when there is one. */
  static Report attach(Report report, InstallFlow.Options options, AdminHost host) {
    if (!report.result().equals("dry-run") && !report.result().equals("unchanged")) {
      return report;
    }
    return of(options, host).map(report::withChanges).orElse(report);
  }
}

package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.changes.FileChangeEntry;
import io.qwenmanaged.install.changes.PlannedChanges;
import io.qwenmanaged.install.host.AdminHost;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The change list of an install that was not refused: the plan as the install prepared it (options
 * applied, runtimes filled in), planned as the current generation and compared with it ({@link
 * PlannedChanges}).
 */
final class DryRunChanges {

  private DryRunChanges() {}

  /**
   * The changes installing {@code ready}'s plan would make; empty when it cannot be planned (the
   * install then reports why).
   */
  static Optional<List<FileChangeEntry>> of(InstallFlow.Ready ready, AdminHost host) {
    try {
      return Optional.of(
          PlannedChanges.of(
              ready.input().plan(),
              ready.request(true, host).paths(),
              host.distributionLib(),
              host.userName(),
              ready.caCertificates()));
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** {@code report} (a dry run's) with the change list, when there is one. */
  static Report attach(Report report, InstallFlow.Ready ready, AdminHost host) {
    if (!report.result().equals("dry-run") && !report.result().equals("unchanged")) {
      return report;
    }
    return of(ready, host).map(report::withChanges).orElse(report);
  }
}

package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.changes.FileChangeEntry;
import io.qwenmanaged.install.changes.PlannedChanges;
import io.qwenmanaged.install.generation.InstallRun;
import io.qwenmanaged.install.generation.PlannedGeneration;
import io.qwenmanaged.install.host.AdminHost;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * A dry run of an install: the plan as the install prepared it (options applied, runtimes filled
 * in), planned once and compared with the current generation, file by file ({@link
 * PlannedChanges}).
 */
final class DryRunChanges {

  private DryRunChanges() {}

  /**
   * The report of a dry run of {@code ready}'s plan, with the changes it would make listed when it
   * was planned and not refused.
   */
  static Report run(InstallFlow.Ready ready, AdminHost host) {
    InstallRun.Request request = ready.request(true, host);
    InstallRun.Outcome outcome = InstallRun.run(request, host);
    Report report = ready.sources().named(InstallReports.of(outcome, request.paths()));
    return planned(outcome)
        .flatMap(next -> changes(next, request))
        .map(report::withChanges)
        .orElse(report);
  }

  /** The generation a dry run planned, when it was not refused. */
  private static Optional<PlannedGeneration> planned(InstallRun.Outcome outcome) {
    if (outcome instanceof InstallRun.WouldInstall would) {
      return Optional.of(would.planned());
    }
    if (outcome instanceof InstallRun.Unchanged unchanged) {
      return Optional.of(unchanged.planned());
    }
    return Optional.empty();
  }

  /** The changes installing {@code next} would make; empty when they cannot be listed. */
  private static Optional<List<FileChangeEntry>> changes(
      PlannedGeneration next, InstallRun.Request request) {
    try {
      return Optional.of(PlannedChanges.of(next, request.paths()));
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }
}

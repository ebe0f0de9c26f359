package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.generation.InstallRun;
import io.qwenmanaged.install.generation.RollbackRun;
import io.qwenmanaged.policy.Diagnostic;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** What {@code rollback} reports for each outcome: its result, exit code and summary. */
final class RollbackReports {

  /** Said by every rollback, because a rollback never touches the provider. */
  static final String MEMORIES = "Existing Mem0 memories are not changed.";

  private RollbackReports() {}

  static Report of(RollbackRun.Outcome outcome, Path config) {
    if (outcome instanceof RollbackRun.Refused refused) {
      return refused(refused.diagnostics(), config);
    }
    if (outcome instanceof RollbackRun.Failed failed) {
      return failed(failed.problem(), config);
    }
    if (outcome instanceof RollbackRun.Unchanged unchanged) {
      return done(
          "unchanged", "generation " + unchanged.generation() + " is already read-only", config);
    }
    if (outcome instanceof RollbackRun.Restored restored) {
      return done(
          "rolled-back", "generation " + restored.generation() + " is current again", config);
    }
    InstallRun.Outcome install = ((RollbackRun.Installed) outcome).install();
    if (install instanceof InstallRun.Installed installed) {
      return done(
          "rolled-back", "read-only generation " + installed.generation() + " is current", config);
    }
    if (install instanceof InstallRun.Refused refused) {
      return refused(refused.diagnostics(), config);
    }
    if (install instanceof InstallRun.NotWorking notWorking) {
      return refused(notWorking.problems(), config);
    }
    if (install instanceof InstallRun.Failed failed) {
      return failed(failed.problem(), config);
    }
    return done("unchanged", "nothing changed", config);
  }

  static Report refused(List<Diagnostic> diagnostics, Path config) {
    AdminExit exit = AdminExit.of(diagnostics);
    return new Report(
        RollbackCommand.NAME,
        exit,
        exit == AdminExit.IO ? "io-error" : "refused",
        "nothing changed ("
            + GenerateCommand.count(diagnostics.size(), "problem")
            + "); "
            + MEMORIES,
        diagnostics,
        List.of(),
        Optional.of(config.toString()));
  }

  private static Report failed(Diagnostic problem, Path config) {
    return new Report(
        RollbackCommand.NAME,
        AdminExit.IO,
        "io-error",
        "the rollback could not be written; " + MEMORIES,
        List.of(problem),
        List.of(),
        Optional.of(config.toString()));
  }

  private static Report done(String result, String summary, Path config) {
    return new Report(
        RollbackCommand.NAME,
        AdminExit.OK,
        result,
        summary + "; " + MEMORIES,
        List.of(),
        List.of(),
        Optional.of(config.toString()));
  }
}

package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.generation.UninstallLeftovers;
import io.qwenmanaged.install.generation.UninstallRun;
import io.qwenmanaged.policy.Diagnostic;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** What {@code uninstall} at one config directory reports for each outcome. */
final class UninstallReports {

  /** The result when nothing of the kit is at the config directory (a second uninstall). */
  static final String ABSENT = "absent";

  private final Path config;
  private final boolean dryRun;

  UninstallReports(Path config, boolean dryRun) {
    this.config = config;
    this.dryRun = dryRun;
  }

  /** An installation's uninstall. */
  Report of(UninstallRun.Outcome outcome) {
    if (outcome instanceof UninstallRun.Failed failed) {
      return stopped(failed.problem());
    }
    UninstallRun.Removed removed = (UninstallRun.Removed) outcome;
    String kept =
        removed.keptFolders().isEmpty()
            ? ""
            : "; kept folders holding other files: " + removed.keptFolders();
    return report(
        removed.problems().isEmpty() ? AdminExit.OK : AdminExit.of(removed.problems()),
        dryRun ? "dry-run" : "uninstalled",
        (dryRun ? "would remove " : "removed ")
            + GenerateCommand.count(removed.files().size(), "file")
            + kept,
        removed.problems(),
        removed.files().stream()
            .map(
                file ->
                    new FileChange(
                        file.getFileName().toString(),
                        file.toString(),
                        dryRun ? FileChange.Change.WOULD_REMOVE : FileChange.Change.REMOVED,
                        ""))
            .toList());
  }

  /** Where no launcher.json names an installation: nothing there, or a stopped uninstall's rest. */
  Report leftovers(UninstallLeftovers.Outcome outcome) {
    if (outcome instanceof UninstallLeftovers.Failed failed) {
      return stopped(failed.problem());
    }
    if (outcome instanceof UninstallLeftovers.Absent absent) {
      String foreign =
          absent
              .launcherJson()
              .map(file -> "; " + file + " names no installed generation and stays as it is")
              .orElse("");
      return report(
          AdminExit.OK,
          ABSENT,
          "nothing to uninstall at "
              + config.toAbsolutePath().normalize()
              + ": no installation of the kit is there"
              + foreign,
          List.of(),
          List.of());
    }
    if (outcome instanceof UninstallLeftovers.Damaged damaged) {
      return report(
          AdminExit.POLICY,
          "refused",
          "nothing was removed ("
              + GenerateCommand.count(damaged.diagnostics().size(), "problem")
              + ")",
          damaged.diagnostics(),
          List.of());
    }
    return report(
        AdminExit.OK,
        dryRun ? "dry-run" : "uninstalled",
        (dryRun ? "would finish" : "finished")
            + " an uninstall that had been stopped: no generation is left, only folders the kit"
            + " made and its record of them",
        List.of(),
        List.of());
  }

  private Report stopped(Diagnostic problem) {
    return report(
        AdminExit.IO,
        "io-error",
        "the uninstall stopped; running it again continues from here",
        List.of(problem),
        List.of());
  }

  private Report report(
      AdminExit exit,
      String result,
      String summary,
      List<Diagnostic> diagnostics,
      List<FileChange> files) {
    return new Report(
        UninstallCommand.NAME,
        exit,
        result,
        summary,
        diagnostics,
        files,
        Optional.of(config.toString()));
  }
}

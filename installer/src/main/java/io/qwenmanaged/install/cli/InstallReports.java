package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstallRun;
import io.qwenmanaged.policy.Diagnostic;
import java.util.List;
import java.util.Optional;

/** What {@code install} reports for each outcome of a run: its result, exit code and summary. */
final class InstallReports {

  private InstallReports() {}

  static Report of(InstallRun.Outcome outcome, InstallPaths paths) {
    Optional<String> directory = Optional.of(paths.configDir().toString());
    if (outcome instanceof InstallRun.Refused refused) {
      return refused(refused.diagnostics());
    }
    if (outcome instanceof InstallRun.Failed failed) {
      return new Report(
          InstallCommand.NAME,
          AdminExit.IO,
          "io-error",
          "the install could not be written; the previous generation is still current",
          List.of(failed.problem()),
          List.of(),
          directory);
    }
    if (outcome instanceof InstallRun.QwenNotInstalled qwen) {
      return summary(
          AdminExit.IO,
          "io-error",
          "Qwen Code was not installed: "
              + qwen.reason()
              + "; the previous generation is still current"
              + (qwen.npmOutput().isBlank() ? "" : "\nnpm said:\n" + qwen.npmOutput().strip()),
          directory);
    }
    if (outcome instanceof InstallRun.NotWorking notWorking) {
      AdminExit exit = AdminExit.of(notWorking.problems());
      return new Report(
          InstallCommand.NAME,
          exit,
          exit == AdminExit.IO ? "io-error" : "refused",
          "nothing was installed: the installation would not work ("
              + GenerateCommand.count(notWorking.problems().size(), "problem")
              + "); the previous generation is still current",
          notWorking.problems(),
          List.of(),
          directory);
    }
    if (outcome instanceof InstallRun.Unchanged unchanged) {
      return unchanged(unchanged, directory);
    }
    if (outcome instanceof InstallRun.WouldInstall would) {
      return wouldInstall(would, directory);
    }
    return installed((InstallRun.Installed) outcome, directory);
  }

  private static Report unchanged(InstallRun.Unchanged unchanged, Optional<String> directory) {
    return summary(
        AdminExit.OK,
        "unchanged",
        "generation "
            + unchanged.generation()
            + " already is this plan; nothing was written"
            + (unchanged.removed().isEmpty()
                ? ""
                : "; removed what a stopped run left: " + unchanged.removed()),
        directory);
  }

  private static Report wouldInstall(InstallRun.WouldInstall would, Optional<String> directory) {
    return summary(
        AdminExit.OK,
        "dry-run",
        "would add "
            + would.added()
            + ", replace "
            + would.replaced()
            + ", remove generations "
            + would.removed()
            + "; nothing was written",
        directory);
  }

  private static Report installed(InstallRun.Installed installed, Optional<String> directory) {
    String archives =
        installed.unproven().isEmpty()
            ? ""
            : "; the kit's processes could not be started for this user ("
                + String.join("; ", installed.unproven())
                + "): run qwen-managed doctor as a developer";
    return summary(
        AdminExit.OK,
        "installed",
        "generation "
            + installed.generation()
            + " is current"
            + (installed.removed().isEmpty() ? "" : "; removed " + installed.removed())
            + archives,
        directory);
  }

  static Report refused(List<Diagnostic> diagnostics) {
    AdminExit exit = AdminExit.of(diagnostics);
    return new Report(
        InstallCommand.NAME,
        exit,
        exit == AdminExit.IO ? "io-error" : "refused",
        "nothing was installed (" + GenerateCommand.count(diagnostics.size(), "problem") + ")",
        diagnostics,
        List.of(),
        Optional.empty());
  }

  /** A report of the outcome alone: no diagnostics and no file list. */
  static Report summary(AdminExit exit, String result, String summary, Optional<String> directory) {
    return new Report(InstallCommand.NAME, exit, result, summary, List.of(), List.of(), directory);
  }
}

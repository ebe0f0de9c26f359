package io.qwenmanaged.install;

import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstalledPaths;
import io.qwenmanaged.install.generation.UninstallLeftovers;
import io.qwenmanaged.install.generation.UninstallRun;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code qwen-managed-admin uninstall [--config-dir C] [--dry-run]}. */
@Command(
    name = "uninstall",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Removes exactly what the install manifests list (every generation, the qwen-managed"
          + " command, the class-data archives), then the folders the kit created if they are"
          + " empty. A file the kit did not install is never removed. Mem0 is not touched.",
      "Where nothing of the kit is left (a second run), it says so and exits 0 (--json result:"
          + " absent); running it again finishes an uninstall that was stopped."
    })
final class UninstallCommand implements Callable<Integer> {

  static final String NAME = "uninstall";

  /** The result when nothing of the kit is at the config directory (a second uninstall). */
  static final String ABSENT = "absent";

  @Option(
      names = "--config-dir",
      paramLabel = "DIR",
      description = "The installation's config directory (default: /etc/qwen-managed).")
  private Path configDir;

  @Option(names = "--dry-run", description = "List what would be removed; remove nothing.")
  private boolean dryRun;

  @Mixin private ReportOutput output;

  @Override
  public Integer call() {
    return output.print(uninstall());
  }

  private Report uninstall() {
    Path config = configDir == null ? InstalledPaths.defaultConfigDir() : configDir;
    Optional<String> directory = Optional.of(config.toString());
    try {
      Optional<InstallPaths> paths = InstalledPaths.of(config);
      if (paths.isEmpty()) {
        return leftovers(UninstallLeftovers.finish(config, dryRun), config);
      }
      UninstallRun.Outcome outcome = UninstallRun.run(paths.get(), dryRun);
      String kept =
          outcome.keptFolders().isEmpty()
              ? ""
              : "; kept folders holding other files: " + outcome.keptFolders();
      return new Report(
          NAME,
          outcome.problems().isEmpty() ? AdminExit.OK : AdminExit.of(outcome.problems()),
          dryRun ? "dry-run" : "uninstalled",
          (dryRun ? "would remove " : "removed ")
              + GenerateCommand.count(outcome.files().size(), "file")
              + kept,
          outcome.problems(),
          outcome.files().stream()
              .map(
                  file ->
                      new FileChange(
                          file.getFileName().toString(),
                          file.toString(),
                          FileChange.Change.REMOVED,
                          ""))
              .toList(),
          directory);
    } catch (IOException e) {
      return new Report(
          NAME,
          AdminExit.IO,
          "io-error",
          "the uninstall stopped: " + PolicyDirectory.reason(e),
          List.of(),
          List.of(),
          directory);
    }
  }

  /** Where no launcher.json names an installation: nothing there, or a stopped uninstall's rest. */
  private Report leftovers(UninstallLeftovers.Outcome outcome, Path config) {
    Optional<String> directory = Optional.of(config.toString());
    if (outcome instanceof UninstallLeftovers.Absent absent) {
      String foreign =
          absent
              .launcherJson()
              .map(file -> "; " + file + " names no installed generation and stays as it is")
              .orElse("");
      return new Report(
          NAME,
          AdminExit.OK,
          ABSENT,
          "nothing to uninstall at "
              + config.toAbsolutePath().normalize()
              + ": no installation of the kit is there"
              + foreign,
          List.of(),
          List.of(),
          directory);
    }
    if (outcome instanceof UninstallLeftovers.Damaged damaged) {
      return new Report(
          NAME,
          AdminExit.POLICY,
          "refused",
          "nothing was removed ("
              + GenerateCommand.count(damaged.diagnostics().size(), "problem")
              + ")",
          damaged.diagnostics(),
          List.of(),
          directory);
    }
    return new Report(
        NAME,
        AdminExit.OK,
        dryRun ? "dry-run" : "uninstalled",
        (dryRun ? "would finish" : "finished")
            + " an uninstall that had been stopped: no generation is left, only folders the kit"
            + " made and its record of them",
        List.of(),
        List.of(),
        directory);
  }
}

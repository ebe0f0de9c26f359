package io.qwenmanaged.install;

import io.qwenmanaged.install.generation.CreatedFolders;
import io.qwenmanaged.install.generation.EmptyFolders;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstalledPaths;
import io.qwenmanaged.install.generation.UninstallRun;
import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
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
          + " empty. A file the kit did not install is never removed. Mem0 is not touched."
    })
final class UninstallCommand implements Callable<Integer> {

  static final String NAME = "uninstall";

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
    Optional<InstallPaths> paths = InstalledPaths.of(config);
    if (paths.isEmpty()) {
      Optional<Report> finished = finishInterrupted(config.toAbsolutePath().normalize());
      if (finished.isPresent()) {
        return finished.get();
      }
      List<Diagnostic> problems =
          List.of(
              Diagnostic.policy(
                  config.resolve("launcher.json").toString(),
                  "",
                  "names no installed generation: nothing to uninstall"));
      return new Report(
          NAME,
          AdminExit.POLICY,
          "refused",
          "nothing was removed",
          problems,
          List.of(),
          Optional.of(config.toString()));
    }
    try {
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
          Optional.of(config.toString()));
    } catch (IOException e) {
      return new Report(
          NAME,
          AdminExit.IO,
          "io-error",
          "the uninstall stopped: " + PolicyDirectory.reason(e),
          List.of(),
          List.of(),
          Optional.of(config.toString()));
    }
  }

  /**
   * An uninstall stopped after it removed every generation's files leaves only empty folders and
   * the record of the folders the kit made: this removes those that are empty and the record.
   */
  private Optional<Report> finishInterrupted(Path config) {
    try {
      if (!Files.isRegularFile(config.resolve(CreatedFolders.FILE), LinkOption.NOFOLLOW_LINKS)) {
        return Optional.empty();
      }
      // A stop after the last generation's launcher.json went can leave its folder, empty.
      EmptyFolders.remove(EmptyFolders.within(config.resolve(InstallPaths.GENERATIONS)), dryRun);
      CreatedFolders.removeEmpty(config, dryRun);
    } catch (IOException e) {
      return Optional.of(
          new Report(
              NAME,
              AdminExit.IO,
              "io-error",
              "the uninstall stopped: " + PolicyDirectory.reason(e),
              List.of(),
              List.of(),
              Optional.of(config.toString())));
    }
    return Optional.of(
        new Report(
            NAME,
            AdminExit.OK,
            dryRun ? "dry-run" : "uninstalled",
            (dryRun ? "would finish" : "finished")
                + " an uninstall that had been stopped: no generation is left, only the empty"
                + " folders the kit made",
            List.of(),
            List.of(),
            Optional.of(config.toString())));
  }
}

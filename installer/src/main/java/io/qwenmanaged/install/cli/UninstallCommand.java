package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstalledPaths;
import io.qwenmanaged.install.generation.UninstallLeftovers;
import io.qwenmanaged.install.generation.UninstallRun;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.lock.AdminLock;
import io.qwenmanaged.policy.model.DefaultConfigDir;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
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

  @Option(
      names = "--config-dir",
      paramLabel = "DIR",
      description =
          "The installation's config directory (default: " + DefaultConfigDir.POSIX + ").")
  private Path configDir;

  @Option(names = "--dry-run", description = "List what would be removed; remove nothing.")
  private boolean dryRun;

  @Mixin private WaitOption wait;

  @Mixin private ReportOutput output;

  private final AdminHost host;

  UninstallCommand(AdminHost host) {
    this.host = host;
  }

  @Override
  public Integer call() {
    Path config = configDir == null ? InstalledPaths.defaultConfigDir(host.platform()) : configDir;
    if (dryRun) {
      return output.print(uninstall(config, true));
    }
    if (!Files.exists(AdminLock.file(config), LinkOption.NOFOLLOW_LINKS)
        && wouldRemoveNothing(uninstall(config, true))) {
      // No lock file, and nothing of the kit's to remove (a hand-written launcher.json, records
      // no launcher.json leads to): taking the lock would itself leave a trace in a directory
      // that is not the kit's, so the uninstall runs as it is and changes nothing.
      return output.print(uninstall(config, false));
    }
    return output.print(
        LockedCommand.run(NAME, config, wait.seconds(), true, () -> uninstall(config, false)));
  }

  private static boolean wouldRemoveNothing(Report dryRun) {
    return dryRun.exit() != AdminExit.OK || dryRun.files().isEmpty();
  }

  private Report uninstall(Path config, boolean dryRun) {
    Optional<InstallPaths> paths = InstalledPaths.of(config);
    UninstallReports reports = new UninstallReports(config, dryRun);
    return paths.isEmpty()
        ? reports.leftovers(UninstallLeftovers.finish(config, dryRun))
        : reports.of(UninstallRun.run(paths.get(), dryRun));
  }
}

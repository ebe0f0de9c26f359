package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.host.AdminHost;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code qwen-managed-admin install --plan F [--prefix P] [--config-dir C] [--dry-run]}. */
@Command(
    name = "install",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Installs the kit from this distribution as a new generation: the policy generated from the"
          + " plan, the kit's jars and their class-data archives, the install manifest and the"
          + " qwen-managed command. Everything is written beside the current generation first;"
          + " one atomic replacement of launcher.json then makes it current. The last three"
          + " generations are kept.",
      "Run as root for a system install (every directory up to / root-owned and writable by"
          + " root only); otherwise a user install. Installing the same plan again changes"
          + " nothing."
    })
final class InstallCommand implements Callable<Integer> {

  static final String NAME = "install";

  @Option(names = "--plan", required = true, paramLabel = "FILE", description = "The admin plan.")
  private Path plan;

  @Option(
      names = "--prefix",
      paramLabel = "DIR",
      description = "Install prefix; replaces the plan's installPrefix.")
  private Path prefix;

  @Option(
      names = "--config-dir",
      paramLabel = "DIR",
      description = "Config directory; replaces the plan's configDir.")
  private Path configDir;

  @Option(
      names = "--workspace",
      paramLabel = "DIR",
      description =
          "The repository to work in; replaces the plan's workspace (a plan that lists"
              + " repositories is refused).")
  private Path workspace;

  @Option(
      names = "--install-qwen",
      description =
          "Install the plan's pinned Qwen Code version with npm (found on PATH) into"
              + " <prefix>/qwen/<version> and pin its cli.js; from the linux-x64 bundle, pin the"
              + " bundled Qwen Code instead (no npm, no network) when the plan leaves qwenVersion"
              + " out or names the bundled version.")
  private boolean installQwen;

  @Option(names = "--dry-run", description = "Show what would change; change nothing.")
  private boolean dryRun;

  @Mixin private WaitOption wait;

  @Mixin private ReportOutput output;

  private final AdminHost host;

  InstallCommand(AdminHost host) {
    this.host = host;
  }

  @Override
  public Integer call() {
    return output.print(
        LockedInstall.install(
            new InstallFlow.Options(plan, prefix, configDir, workspace, installQwen, dryRun),
            wait.seconds(),
            host));
  }
}

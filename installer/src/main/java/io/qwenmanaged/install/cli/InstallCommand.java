package io.qwenmanaged.install.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.install.generation.ConfigDirCreation;
import io.qwenmanaged.install.generation.InstallRun;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.lock.AdminLock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
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
    InstallFlow.Options options =
        new InstallFlow.Options(plan, prefix, configDir, workspace, installQwen, dryRun);
    // Read once: the plan names the config directory to lock and is what is installed.
    PlanInput.Outcome read = PlanInput.read(plan);
    if (options.dryRun()) {
      // Nothing to lock: a dry run changes nothing. It lists what would change.
      return output.print(prepared(options, read, ready -> DryRunChanges.run(ready, host)));
    }
    Optional<Path> config = configDir(options, read);
    if (config.isEmpty()) {
      // A plan without a config directory: the checks refuse it.
      return output.print(prepared(options, read, ready -> install(ready, false, host)));
    }
    if (!Files.exists(AdminLock.file(config.get()), LinkOption.NOFOLLOW_LINKS)) {
      return output.print(prepared(options, read, ready -> firstInstall(ready, config.get())));
    }
    return output.print(
        LockedCommand.run(
            NAME,
            config.get(),
            wait.seconds(),
            false,
            () -> prepared(options, read, ready -> install(ready, false, host))));
  }

  /**
   * Installs the plan prepared from {@code ready} as one plan, diff and commit, or only plans and
   * compares it ({@code dryRun}).
   */
  private static Report install(InstallFlow.Ready ready, boolean dryRun, AdminHost host) {
    InstallRun.Request request = ready.request(dryRun, host);
    return ready.sources().named(InstallReports.of(InstallRun.run(request, host), request.paths()));
  }

  /**
   * What {@code then} reports for the plan prepared from {@code options} and the plan file as
   * {@code read}, or why it is refused.
   */
  private Report prepared(
      InstallFlow.Options options,
      PlanInput.Outcome read,
      Function<InstallFlow.Ready, Report> then) {
    InstallFlow.Prepared prepared = InstallFlow.prepare(options, read, host);
    return prepared instanceof InstallFlow.Ready ready
        ? then.apply(ready)
        : ((InstallFlow.NotReady) prepared).report();
  }

  /**
   * Where the config directory has no lock file yet (a first install, or an installation of an
   * older kit), the plan is first planned as a dry run, so a plan that would be refused creates
   * nothing; then the config directory is made if missing ({@link ConfigDirCreation}) and the lock
   * taken.
   */
  private Report firstInstall(InstallFlow.Ready ready, Path config) {
    Report check = install(ready, true, host);
    if (check.exit() != AdminExit.OK) {
      return check;
    }
    try {
      ConfigDirCreation.ensure(config);
    } catch (IOException e) {
      return new Report(
          NAME,
          AdminExit.IO,
          "io-error",
          "the config directory could not be created; nothing was installed",
          List.of(FileFailure.diagnostic(e, config)),
          List.of(),
          Optional.of(config.toString()));
    }
    return LockedCommand.run(
        NAME, config, wait.seconds(), false, () -> install(ready, false, host));
  }

  /**
   * The config directory the install goes to: the option's, else that of the plan as {@code read},
   * if it names one.
   */
  private static Optional<Path> configDir(InstallFlow.Options options, PlanInput.Outcome read) {
    if (options.configDir() != null) {
      return Optional.of(options.configDir().toAbsolutePath().normalize());
    }
    if (read instanceof PlanInput.Read plan) {
      JsonNode configDir = plan.plan().get("configDir");
      if (configDir != null && configDir.isTextual() && !configDir.textValue().isEmpty()) {
        try {
          return Optional.of(Path.of(configDir.textValue()).toAbsolutePath().normalize());
        } catch (RuntimeException e) {
          // Not a path on this machine: the checks refuse the plan.
        }
      }
    }
    return Optional.empty();
  }
}

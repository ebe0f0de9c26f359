package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.AdminExit;
import io.qwenmanaged.install.AdminHost;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstallRun;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.model.Platform;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
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
              + " <prefix>/qwen/<version> and pin its cli.js.")
  private boolean installQwen;

  @Option(names = "--dry-run", description = "Show what would change; change nothing.")
  private boolean dryRun;

  @Mixin private ReportOutput output;

  private final AdminHost host;

  InstallCommand(AdminHost host) {
    this.host = host;
  }

  @Override
  public Integer call() {
    return output.print(install());
  }

  private Report install() {
    if (plan.toString().isEmpty()
        || (prefix != null && prefix.toString().isEmpty())
        || (configDir != null && configDir.toString().isEmpty())) {
      return Report.usageError(NAME, "--plan, --prefix and --config-dir must not be empty");
    }
    Optional<Diagnostic> distribution = DistributionLayout.problem(host.distributionLib());
    if (distribution.isPresent()) {
      return InstallReports.refused(List.of(distribution.get()));
    }
    PlanInput.Outcome read = PlanInput.read(plan);
    if (read instanceof PlanInput.Refused refused) {
      return InstallReports.refused(refused.diagnostics());
    }
    PlanInput.Read input = (PlanInput.Read) read;
    Optional<Diagnostic> override =
        PlanOverrides.apply(input.plan(), input.name(), prefix, configDir, workspace);
    if (override.isPresent()) {
      return InstallReports.refused(List.of(override.get()));
    }
    Optional<Path> npm = Optional.empty();
    if (installQwen) {
      npm = Executables.onPath("npm", host.environment(), host.platform());
      if (npm.isEmpty()) {
        return InstallReports.summary(
            AdminExit.IO,
            "io-error",
            "--install-qwen needs npm on PATH; nothing was installed",
            Optional.empty());
      }
      PlanOverrides.pinInstalledQwen(input.plan());
    }
    return install(input, npm);
  }

  /** Installs a plan whose options are applied, once it is valid and for this machine. */
  private Report install(PlanInput.Read input, Optional<Path> npm) {
    GenerationResult check = PolicyGenerator.generate(input.plan(), input.name());
    if (check instanceof GenerationResult.Refused refused) {
      return InstallReports.refused(refused.diagnostics());
    }
    Platform platform = Platform.of(input.plan().get("platform").textValue());
    if (platform != host.platform()) {
      return InstallReports.refused(
          List.of(
              Diagnostic.policy(
                  input.name(),
                  "/platform",
                  "is for " + platform.id() + "; this machine is " + host.platform().id())));
    }
    InstallPaths paths =
        new InstallPaths(
            Path.of(input.plan().get("installPrefix").textValue()),
            Path.of(input.plan().get("configDir").textValue()),
            platform);
    InstallRun.Request request =
        new InstallRun.Request(input.plan(), paths, host.distributionLib(), dryRun, npm);
    return InstallReports.of(InstallRun.run(request, host), paths);
  }
}

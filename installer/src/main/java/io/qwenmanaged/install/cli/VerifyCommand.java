package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstalledPaths;
import io.qwenmanaged.install.generation.InstalledVerification;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.DefaultConfigDir;
import io.qwenmanaged.policy.verify.DirectoryVerifier;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code qwen-managed-admin verify --config-dir DIR [--json]}. */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Checks a directory of generated policy files: each against its JSON Schema, then against"
          + " each other (the MCP server and the hook run the launcher's java and jars, the tools"
          + " and the confirmation hook match the profile, each repository's system settings"
          + " start the MCP server in its root with its own external-context config and key, no"
          + " refused Qwen flag or environment name).",
      "For an installation's config directory: the launcher's start checks for every"
          + " repository, then every kept generation.",
      "Prints one diagnostic line per problem. Changes nothing."
    })
final class VerifyCommand implements Callable<Integer> {

  static final String NAME = "verify";

  @Option(
      names = "--config-dir",
      paramLabel = "DIR",
      description =
          "The directory holding the generated files, or an installation's config directory"
              + " (default: "
              + DefaultConfigDir.POSIX
              + ").")
  private Path configDir;

  @Option(
      names = "--plan",
      paramLabel = "FILE",
      description =
          "Also check that the current generation is exactly what install --plan FILE (with the"
              + " same --prefix, --workspace and --install-qwen) would make; exit 3 naming each"
              + " difference.")
  private Path plan;

  @Option(
      names = "--prefix",
      paramLabel = "DIR",
      description = "With --plan: the install prefix install was given.")
  private Path prefix;

  @Option(
      names = "--workspace",
      paramLabel = "DIR",
      description = "With --plan: the repository install was given with --workspace.")
  private Path workspace;

  @Option(
      names = "--install-qwen",
      description = "With --plan: the install was run with --install-qwen.")
  private boolean installQwen;

  @Mixin private ReportOutput output;

  private final AdminHost host;

  VerifyCommand(AdminHost host) {
    this.host = host;
  }

  @Override
  public Integer call() {
    return output.print(verify());
  }

  private Report verify() {
    if (configDir == null) {
      configDir = InstalledPaths.defaultConfigDir(host.platform());
    }
    if (configDir.toString().isEmpty()) {
      return Report.usageError(NAME, "--config-dir must not be empty");
    }
    if (plan != null && PlanInput.isStandardInput(plan)) {
      return Report.usageError(NAME, PlanInput.STDIN_REFUSED);
    }
    Optional<InstallPaths> installed = InstalledPaths.of(configDir);
    if (installed.isPresent()) {
      return verifyInstalled(installed.get());
    }
    if (plan != null) {
      return report(
          AdminExit.POLICY,
          "absent",
          "no installation at " + configDir + ", so not the plan " + PlanInput.located(plan),
          List.of(Diagnostic.policy(configDir.toString(), "", "holds no installation")));
    }
    DirectoryVerifier verified = DirectoryVerifier.verify(configDir, configDir.toString());
    List<Diagnostic> diagnostics = verified.diagnostics();
    AdminExit exit = AdminExit.of(diagnostics);
    if (exit == AdminExit.OK) {
      return report(
          exit,
          "valid",
          GenerateCommand.count(verified.filesRead(), "policy file") + " valid and consistent",
          diagnostics);
    }
    if (verified.filesRead() == 0 && exit == AdminExit.IO) {
      return report(exit, "io-error", "nothing was verified", diagnostics);
    }
    return report(
        exit,
        exit == AdminExit.IO ? "io-error" : "invalid",
        "configuration invalid (" + GenerateCommand.count(diagnostics.size(), "problem") + ")",
        diagnostics);
  }

  private Report verifyInstalled(InstallPaths paths) {
    InstalledVerification.Result result = InstalledVerification.verify(paths, host);
    AdminExit exit = AdminExit.of(result.problems());
    if (exit == AdminExit.OK && plan != null) {
      return PlanDrift.check(
          new InstallFlow.Options(plan, prefix, configDir, workspace, installQwen, true),
          configDir,
          host);
    }
    if (exit == AdminExit.OK) {
      return report(
          exit, "valid", "installation valid: " + String.join(", ", result.checked()), List.of());
    }
    return report(
        exit,
        exit == AdminExit.IO ? "io-error" : "invalid",
        "installation invalid (" + GenerateCommand.count(result.problems().size(), "problem") + ")",
        result.problems());
  }

  private Report report(
      AdminExit exit, String result, String summary, List<Diagnostic> diagnostics) {
    return new Report(
        NAME, exit, result, summary, diagnostics, List.of(), Optional.of(configDir.toString()));
  }
}

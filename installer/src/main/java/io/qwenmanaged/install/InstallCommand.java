package io.qwenmanaged.install;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.generation.GenerationWriter;
import io.qwenmanaged.install.generation.InstallPaths;
import io.qwenmanaged.install.generation.InstallRun;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
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
    String planName = plan.getFileName().toString();
    BoundedFile.Outcome read = BoundedFile.read(plan, planName);
    if (read instanceof BoundedFile.Failed failed) {
      return InstallReports.refused(List.of(failed.diagnostic()));
    }
    JsonReadResult parsed = StrictJson.read(((BoundedFile.Read) read).bytes(), planName);
    if (!(parsed instanceof JsonReadResult.Parsed document)
        || !(document.document() instanceof ObjectNode planObject)) {
      JsonNode node = parsed instanceof JsonReadResult.Parsed ok ? ok.document() : null;
      List<Diagnostic> problems =
          node == null
              ? List.of(((JsonReadResult.Malformed) parsed).diagnostic())
              : ((GenerationResult.Refused) PolicyGenerator.generate(node, planName)).diagnostics();
      return InstallReports.refused(problems);
    }
    Optional<Diagnostic> override =
        PlanOverrides.apply(planObject, planName, prefix, configDir, workspace);
    if (override.isPresent()) {
      return InstallReports.refused(List.of(override.get()));
    }
    Optional<Path> npm = Optional.empty();
    if (installQwen) {
      npm = Executables.onPath("npm");
      if (npm.isEmpty()) {
        return InstallReports.summary(
            AdminExit.IO,
            "io-error",
            "--install-qwen needs npm on PATH; nothing was installed",
            Optional.empty());
      }
    }
    if (installQwen) {
      PlanOverrides.pinInstalledQwen(planObject);
    }
    GenerationResult check = PolicyGenerator.generate(planObject, planName);
    if (check instanceof GenerationResult.Refused refused) {
      return InstallReports.refused(refused.diagnostics());
    }
    Platform platform = Platform.of(planObject.get("platform").textValue());
    if (platform != InstallRun.hostPlatform()) {
      return InstallReports.refused(
          List.of(
              Diagnostic.policy(
                  planName,
                  "/platform",
                  "is for "
                      + platform.id()
                      + "; this machine is "
                      + InstallRun.hostPlatform().id())));
    }
    InstallPaths paths =
        new InstallPaths(
            Path.of(planObject.get("installPrefix").textValue()),
            Path.of(planObject.get("configDir").textValue()),
            platform);
    try {
      return InstallReports.of(
          InstallRun.run(
              planObject,
              paths,
              System.getProperty("user.name"),
              Path.of(System.getProperty("user.home")),
              Distribution.lib(),
              dryRun,
              npm,
              Clock.systemUTC()),
          paths);
    } catch (GenerationWriter.RefusedManifest e) {
      return InstallReports.refused(e.diagnostics());
    } catch (IOException e) {
      return InstallReports.summary(
          AdminExit.IO,
          "io-error",
          "the install could not be written: "
              + PolicyDirectory.reason(e)
              + "; the previous generation is still current",
          Optional.of(paths.configDir().toString()));
    }
  }
}

package io.qwenmanaged.install.cli;

import io.qwenmanaged.install.bundle.Bundle;
import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyFile;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.model.KitFiles;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code qwen-managed-admin generate --plan F --out DIR [--json]}. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Renders every policy file of the kit from one admin plan: external-context.json,"
          + " system-settings.json, system-defaults.json, user-settings.json (write profile only)"
          + " and launcher.json.",
      "A plan that would weaken the policy is refused with one diagnostic line per problem and"
          + " nothing is written. Files are replaced atomically; identical files are left alone."
    })
final class GenerateCommand implements Callable<Integer> {

  static final String NAME = "generate";

  @Option(
      names = "--plan",
      required = true,
      paramLabel = "FILE",
      description = "The admin plan (JSON, plan.schema.json); '-' reads standard input.")
  private String plan;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "Where to write the files; created when missing.")
  private Path out;

  @Mixin private ReportOutput output;

  private final InputStream in;
  private final AdminHost host;

  /**
   * @param host the machine: when the admin CLI runs from a bundle, the plan's runtimes may be left
   *     out, as for {@code install}
   */
  GenerateCommand(InputStream in, AdminHost host) {
    this.in = in;
    this.host = host;
  }

  @Override
  public Integer call() {
    return output.print(generate());
  }

  private Report generate() {
    if (plan.isEmpty() || out.toString().isEmpty()) {
      return Report.usageError(NAME, "--plan and --out must not be empty");
    }
    String planName = plan.equals("-") ? "<stdin>" : plan;
    BoundedFile.Outcome read =
        plan.equals("-")
            ? BoundedFile.read(in, planName)
            : BoundedFile.read(Path.of(plan), planName);
    if (read instanceof BoundedFile.Failed failed) {
      AdminExit exit = AdminExit.of(List.of(failed.diagnostic()));
      return report(
          exit,
          exit == AdminExit.IO ? "io-error" : "refused",
          "the plan could not be read; nothing was written",
          List.of(failed.diagnostic()),
          List.of());
    }
    GeneratePlan.Outcome plan =
        GeneratePlan.fill(
            ((BoundedFile.Read) read).bytes(), planName, Bundle.at(host.distributionLib()));
    if (plan instanceof GeneratePlan.Refused refused) {
      return refused(List.of(refused.diagnostic()));
    }
    GeneratePlan.Filled filled = (GeneratePlan.Filled) plan;
    GenerationResult result = PolicyGenerator.generate(filled.bytes(), planName);
    if (result instanceof GenerationResult.Refused refused) {
      return filled.sources().named(refused(refused.diagnostics()));
    }
    return write(((GenerationResult.Generated) result).files());
  }

  private Report refused(List<Diagnostic> problems) {
    return report(
        AdminExit.POLICY,
        "refused",
        "plan refused (" + count(problems.size(), "problem") + "); nothing was written",
        problems,
        List.of());
  }

  private Report write(List<PolicyFile> files) {
    PolicyDirectory.Outcome written = PolicyDirectory.write(out, files, KitFiles::isGenerated);
    if (written instanceof PolicyDirectory.Failed failed) {
      return report(
          AdminExit.IO,
          "io-error",
          "the files could not be written; the previous files are unchanged",
          List.of(failed.diagnostic()),
          List.of());
    }
    List<FileChange> changes = ((PolicyDirectory.Written) written).changes();
    return report(AdminExit.OK, "generated", summary(changes), List.of(), changes);
  }

  private String summary(List<FileChange> changes) {
    long written = changes.stream().filter(c -> c.change() == FileChange.Change.WRITTEN).count();
    long unchanged =
        changes.stream().filter(c -> c.change() == FileChange.Change.UNCHANGED).count();
    long removed = changes.stream().filter(c -> c.change() == FileChange.Change.REMOVED).count();
    return count(written + unchanged, "policy file")
        + " in "
        + out
        + ": "
        + written
        + " written, "
        + unchanged
        + " unchanged"
        + (removed == 0 ? "" : ", " + removed + " stale removed");
  }

  private Report report(
      AdminExit exit,
      String result,
      String summary,
      List<Diagnostic> diagnostics,
      List<FileChange> files) {
    return new Report(NAME, exit, result, summary, diagnostics, files, Optional.of(out.toString()));
  }

  static String count(long n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}

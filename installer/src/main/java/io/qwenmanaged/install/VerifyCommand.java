package io.qwenmanaged.install;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.verify.PolicyVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code qwen-managed-admin verify --config-dir DIR [--json]} (SPEC §6, §7). */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = {
      "Checks a directory of generated policy files: each against its JSON Schema, then against"
          + " each other (the MCP server and the hook run the launcher's java and jars, the tools"
          + " and the confirmation hook match the profile, every file points at the same"
          + " external-context config, no refused Qwen flag or environment name).",
      "Prints one diagnostic line per problem. Changes nothing."
    })
final class VerifyCommand implements Callable<Integer> {

  static final String NAME = "verify";

  @Option(
      names = "--config-dir",
      required = true,
      paramLabel = "DIR",
      description = "The directory holding the generated files.")
  private Path configDir;

  @Mixin private ReportOutput output;

  @Override
  public Integer call() {
    return output.print(verify());
  }

  private Report verify() {
    if (configDir.toString().isEmpty()) {
      return Report.usageError(NAME, "--config-dir must not be empty");
    }
    if (!Files.isDirectory(configDir)) {
      String problem = Files.exists(configDir) ? "is not a directory" : "does not exist";
      return report(
          AdminExit.IO,
          "io-error",
          "nothing was verified",
          List.of(new Diagnostic(configDir.toString(), "", problem)));
    }
    Map<String, byte[]> files = new LinkedHashMap<>();
    List<Diagnostic> diagnostics = new ArrayList<>();
    Set<String> unread = new HashSet<>();
    AdminExit exit = AdminExit.OK;
    for (String name : PolicyVerifier.FILE_NAMES) {
      Path path = configDir.resolve(name);
      if (!Files.exists(path)) {
        continue;
      }
      InputFile.Outcome read = InputFile.read(path, name);
      if (read instanceof InputFile.Read) {
        files.put(name, ((InputFile.Read) read).bytes());
      } else {
        InputFile.Failed failed = (InputFile.Failed) read;
        diagnostics.add(failed.diagnostic());
        unread.add(name);
        exit = worse(exit, failed.exit());
      }
    }
    for (Diagnostic diagnostic : PolicyVerifier.verify(files)) {
      if (!unread.contains(diagnostic.file())) {
        diagnostics.add(diagnostic);
        exit = worse(exit, AdminExit.POLICY);
      }
    }
    if (exit == AdminExit.OK) {
      return report(
          exit,
          "valid",
          GenerateCommand.count(files.size(), "policy file") + " valid and consistent",
          diagnostics);
    }
    return report(
        exit,
        exit == AdminExit.IO ? "io-error" : "invalid",
        "configuration invalid (" + GenerateCommand.count(diagnostics.size(), "problem") + ")",
        diagnostics);
  }

  /** An I/O problem outranks a policy problem: the check could not even be completed. */
  private static AdminExit worse(AdminExit a, AdminExit b) {
    return a == AdminExit.IO || b == AdminExit.IO ? AdminExit.IO : b;
  }

  private Report report(
      AdminExit exit, String result, String summary, List<Diagnostic> diagnostics) {
    return new Report(
        NAME, exit, result, summary, diagnostics, List.of(), Optional.of(configDir.toString()));
  }
}

package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.manifest.ManifestCheck;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestReader;
import io.qwenmanaged.policy.start.CheckOutcome;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code verify} of an installation: the launcher's own start checks on the current generation (one
 * implementation) — except those about the developer's session (their environment's JVM variables,
 * their credential, their Qwen directories), which only the developer's {@code qwen-managed doctor}
 * can judge — then the manifest of every kept generation, and the files of every Qwen Code package
 * the kit installed.
 */
public final class InstalledVerification {

  /** The start checks about the developer's own session, left to {@code qwen-managed doctor}. */
  static final Set<String> DEVELOPER_CHECKS =
      Set.of(StartChecks.JVM_OPTIONS, StartChecks.CREDENTIAL, StartChecks.QWEN_DIRECTORIES);

  /** What was checked and every problem found. */
  public record Result(List<String> checked, List<Diagnostic> problems) {}

  private InstalledVerification() {}

  public static Result verify(InstallPaths paths, String user, Path home) {
    List<String> checked = new ArrayList<>();
    List<Diagnostic> problems = new ArrayList<>();
    StartContext context = new StartContext(paths.launcherJson(), Map.of(), user, home);
    for (CheckOutcome check : StartChecks.run(context).checks()) {
      if (!DEVELOPER_CHECKS.contains(check.name())) {
        checked.add(check.name());
        problems.addAll(check.problems());
      }
    }
    Generations generations = new Generations(paths);
    for (String id : generations.kept()) {
      checked.add("generation " + id);
      if (!id.equals(generations.current().orElse(""))) {
        problems.addAll(GenerationCheck.problems(paths, id));
      }
      problems.addAll(qwenPackage(paths, id));
    }
    return new Result(checked, problems);
  }

  private static List<Diagnostic> qwenPackage(InstallPaths paths, String id) {
    Path file = paths.configGeneration(id).resolve(GenerationWriter.QWEN_PACKAGE);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      ManifestOutcome outcome = ManifestReader.read(Files.readAllBytes(file), file.toString());
      if (outcome instanceof ManifestOutcome.Refused refused) {
        return refused.diagnostics();
      }
      return ManifestCheck.files(
          ((ManifestOutcome.Valid) outcome).manifest(),
          paths.platform(),
          FileFacts.local(),
          Set.of());
    } catch (IOException e) {
      return List.of(Diagnostic.io(file.toString(), "cannot be read"));
    }
  }
}

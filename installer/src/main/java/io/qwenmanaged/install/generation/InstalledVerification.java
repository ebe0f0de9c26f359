package io.qwenmanaged.install.generation;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.files.IoReason;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.json.JsonFile;
import io.qwenmanaged.policy.manifest.ManifestCheck;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestReader;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.start.CheckOutcome;
import io.qwenmanaged.policy.start.RepositoryChoice;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartContext;
import io.qwenmanaged.policy.start.StartReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code verify} of an installation: the launcher's own start checks on the current generation (one
 * implementation), for each of its repositories in turn — except those about the developer's
 * session (their environment's JVM variables, what their repository's Qwen configuration adds,
 * their credential, their Qwen directories), which only the developer's {@code qwen-managed doctor}
 * can judge — then the manifest of every kept generation, and the files of every Qwen Code package
 * the kit installed and of every bundle runtime a kept generation runs.
 */
public final class InstalledVerification {

  /** The start checks that depend on which repository they are for. */
  static final Set<String> PER_REPOSITORY = Set.of(StartChecks.REPOSITORY, StartChecks.WORKSPACE);

  /** What was checked and every problem found. */
  public record Result(List<String> checked, List<Diagnostic> problems) {}

  private InstalledVerification() {}

  /** Verifies the installation at {@code paths} as {@code host}'s user would start it. */
  public static Result verify(InstallPaths paths, AdminHost host) {
    List<String> checked = new ArrayList<>();
    Set<Diagnostic> problems = new LinkedHashSet<>();
    StartContext context =
        new StartContext(paths.launcherJson(), Map.of(), host.userName(), host.userHome());
    List<StartReport> reports = new ArrayList<>(List.of(StartChecks.run(context, host.files())));
    if (reports.get(0).repository().isPresent()) {
      int count = repositoryCount(paths);
      for (int i = 1; i < count; i++) {
        reports.add(
            StartChecks.run(context.withRepository(new RepositoryChoice.Listed(i)), host.files()));
      }
    }
    for (CheckOutcome check : reports.get(0).checks()) {
      String name = check.name();
      if (StartChecks.DEVELOPER_SESSION.contains(name)) {
        continue;
      }
      if (!PER_REPOSITORY.contains(name) || reports.size() == 1) {
        checked.add(name);
      } else {
        reports.forEach(report -> checked.add(name + " of " + repositoryName(report)));
      }
    }
    // The checks shared by every repository report their problems once.
    for (StartReport report : reports) {
      for (CheckOutcome check : report.checks()) {
        if (!StartChecks.DEVELOPER_SESSION.contains(check.name())) {
          problems.addAll(check.problems());
        }
      }
    }
    Generations generations = new Generations(paths);
    // The current generation's runtime files were hashed by the start checks above; generations
    // sharing one runtimes record are checked once.
    Set<String> runtimeRecords = new HashSet<>();
    generations.current().ifPresent(id -> runtimeRecords.add(recordDigest(paths, id)));
    for (String id : generations.kept()) {
      checked.add("generation " + id);
      if (!id.equals(generations.current().orElse(""))) {
        problems.addAll(GenerationCheck.problems(paths, id, host.files()));
      }
      problems.addAll(packageFiles(paths, id, GenerationWriter.QWEN_PACKAGE, host.files()));
      if (runtimeRecords.add(recordDigest(paths, id))) {
        problems.addAll(packageFiles(paths, id, GenerationWriter.RUNTIMES, host.files()));
      }
    }
    return new Result(checked, List.copyOf(problems));
  }

  /**
   * The SHA-256 of generation {@code id}'s runtimes record; one of its own when it cannot be read,
   * so that its check reports why.
   */
  private static String recordDigest(InstallPaths paths, String id) {
    try {
      Path file = paths.configGeneration(id).resolve(GenerationWriter.RUNTIMES);
      return Files.isRegularFile(file) ? Sha256.hex(Files.readAllBytes(file)) : "none";
    } catch (IOException e) {
      return "unreadable " + id;
    }
  }

  /** The number of repositories of the (already checked) current {@code launcher.json}. */
  private static int repositoryCount(InstallPaths paths) {
    return JsonFile.document(paths.launcherJson(), KitFiles.LAUNCHER)
        .map(document -> document.path("repositories"))
        .filter(JsonNode::isArray)
        .map(JsonNode::size)
        .orElse(1);
  }

  private static String repositoryName(StartReport report) {
    return report.repository().flatMap(LauncherConfig.Repository::name).orElse("the workspace");
  }

  /** The problems of the files generation {@code id}'s package record {@code name} lists. */
  private static List<Diagnostic> packageFiles(
      InstallPaths paths, String id, String name, FileFacts files) {
    Path file = paths.configGeneration(id).resolve(name);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      ManifestOutcome outcome = ManifestReader.read(Files.readAllBytes(file), file.toString());
      if (outcome instanceof ManifestOutcome.Refused refused) {
        return refused.diagnostics();
      }
      return ManifestCheck.files(
          ((ManifestOutcome.Valid) outcome).manifest(), paths.platform(), files, Set.of());
    } catch (IOException e) {
      return List.of(Diagnostic.io(file.toString(), "cannot be read: " + IoReason.of(e)));
    }
  }
}

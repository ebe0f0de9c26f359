package io.qwenmanaged.install.generation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.trust.PlanCertificates;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.Profile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code rollback}: {@code previous} makes the generation that was current before this one current
 * again (so repeating it toggles between the two); {@code read-only} installs a new generation of
 * the current plan without the write capability, from the current generation's own jars.
 */
public final class RollbackRun {

  /** What a rollback did, or why it did nothing. */
  public sealed interface Outcome {}

  /** {@code generation} is current again. */
  public record Restored(String generation) implements Outcome {}

  /** Already as asked; nothing changed. */
  public record Unchanged(String generation) implements Outcome {}

  /** A new read-only generation. */
  public record Installed(InstallRun.Outcome install) implements Outcome {}

  /** Nothing to roll back to, or a problem; nothing changed. */
  public record Refused(List<Diagnostic> diagnostics) implements Outcome {}

  /** A file could not be read or written; the generation that was current still is. */
  public record Failed(Diagnostic problem) implements Outcome {}

  private RollbackRun() {}

  /** Makes the previous generation current again, once its files are as its manifest lists them. */
  public static Outcome toPrevious(InstallPaths paths, FileFacts files) {
    try {
      return restore(paths, files);
    } catch (IOException e) {
      return new Failed(FileFailure.diagnostic(e, paths.configDir()));
    }
  }

  private static Outcome restore(InstallPaths paths, FileFacts files) throws IOException {
    Generations generations = new Generations(paths);
    Optional<String> current = generations.current();
    if (current.isEmpty()) {
      return notInstalled(paths);
    }
    Optional<String> previous = generations.previous(current.get());
    if (previous.isEmpty()) {
      return new Refused(
          List.of(
              Diagnostic.policy(
                  paths.launcherJson().toString(),
                  "/install/generation",
                  "names generation " + current.get() + ", which has no previous generation")));
    }
    List<Diagnostic> problems = GenerationCheck.problems(paths, previous.get(), files);
    if (!problems.isEmpty()) {
      return new Refused(problems);
    }
    Path folder = paths.configGeneration(previous.get());
    Path copy = folder.resolve(KitFiles.LAUNCHER);
    BoundedFile.Outcome read = BoundedFile.read(copy, copy.toString());
    if (read instanceof BoundedFile.Failed failed) {
      return new Refused(List.of(failed.diagnostic()));
    }
    BoundedFile.Read launcher = (BoundedFile.Read) read;
    DurableFiles.replace(
        folder.resolve(GenerationWriter.PREVIOUS),
        (current.get() + "\n").getBytes(StandardCharsets.UTF_8),
        DurableFiles.FILE);
    DurableFiles.replace(paths.launcherJson(), launcher.bytes(), DurableFiles.FILE);
    return new Restored(previous.get());
  }

  /** Installs the current plan again without the write capability, as {@code host}'s user. */
  public static Outcome toReadOnly(InstallPaths paths, AdminHost host) {
    Generations generations = new Generations(paths);
    Optional<String> current = generations.current();
    if (current.isEmpty()) {
      return notInstalled(paths);
    }
    Path planFile = paths.configGeneration(current.get()).resolve(GenerationPlanner.PLAN);
    BoundedFile.Outcome read = BoundedFile.read(planFile, planFile.toString());
    if (read instanceof BoundedFile.Failed failed) {
      return new Refused(List.of(failed.diagnostic()));
    }
    if (!(StrictJson.read(((BoundedFile.Read) read).bytes(), planFile.toString())
            instanceof JsonReadResult.Parsed parsed)
        || !(parsed.document() instanceof ObjectNode plan)) {
      return new Refused(
          List.of(
              Diagnostic.policy(planFile.toString(), "", "is not the plan that was installed")));
    }
    if (!Profile.fromId(plan.path("profile").asText()).map(Profile::write).orElse(false)) {
      return new Unchanged(current.get());
    }
    plan.put("profile", Profile.MEM0_READ_ONLY.id());
    PlanCertificates.Outcome cas =
        PlanCertificates.check(plan, GenerationPlanner.PLAN, host.files(), host.clock().instant());
    if (cas instanceof PlanCertificates.Refused untrusted) {
      return new Installed(new InstallRun.Refused(untrusted.problems()));
    }
    Path currentLib = paths.prefixGeneration(current.get()).resolve("lib");
    InstallRun.Request request =
        new InstallRun.Request(
            plan,
            paths,
            currentLib,
            false,
            Optional.empty(),
            Optional.empty(),
            ((PlanCertificates.Checked) cas).certificates());
    return new Installed(InstallRun.run(request, host));
  }

  private static Refused notInstalled(InstallPaths paths) {
    return new Refused(List.of(notInstalled(paths.configDir())));
  }

  /** Why a rollback at {@code configDir}, which holds no installation, does nothing. */
  public static Diagnostic notInstalled(Path configDir) {
    return Diagnostic.policy(
        configDir.toString(),
        "",
        "holds no installation of the kit (no launcher.json there names an installed generation):"
            + " there is nothing to roll back to");
  }
}

package io.qwenmanaged.install.generation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.bundle.Bundle;
import io.qwenmanaged.install.files.FileFailure;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.KitVersion;
import java.io.IOException;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Optional;

/**
 * One {@code install}: checks where it goes, plans the generation once, compares it with what is
 * installed and — unless the installation already is exactly that, or this is a dry run — writes
 * and commits it and removes what is no longer kept.
 */
public final class InstallRun {

  /**
   * What to install.
   *
   * @param plan the admin plan (schema-valid or not), with the prefix and config directory to use
   * @param paths where the installation lives
   * @param jars the folder with the kit's jars to install: the distribution's {@code lib/}
   * @param dryRun whether to only say what would change
   * @param npm the npm that installs the plan's pinned Qwen Code ({@code --install-qwen}), if any
   * @param bundle the bundle the install runs from, whose runtimes it installs when the plan pins
   *     them, if it runs from one
   * @param caCertificates the certificates of the plan's CA files, read once when they were checked
   */
  public record Request(
      ObjectNode plan,
      InstallPaths paths,
      Path jars,
      boolean dryRun,
      Optional<Path> npm,
      Optional<Bundle> bundle,
      List<X509Certificate> caCertificates) {

    public Request {
      caCertificates = List.copyOf(caCertificates);
    }
  }

  /** What an install did, or why it did nothing. */
  public sealed interface Outcome {}

  /**
   * A new generation is current; {@code removed} generations were deleted; {@code unproven} says
   * why the kit's processes could not be started for the installing user, empty when they were.
   */
  public record Installed(
      String generation, List<String> removed, List<String> unproven, List<Path> written)
      implements Outcome {}

  /**
   * One of the kit's own processes could not start or answer from where the generation would be
   * installed: it was not made current and its files were removed.
   */
  public record NotWorking(List<Diagnostic> problems) implements Outcome {}

  /**
   * The installation already is exactly this plan with this kit, as {@code planned} (under a new
   * id); nothing was written.
   */
  public record Unchanged(String generation, List<String> removed, PlannedGeneration planned)
      implements Outcome {}

  /** A dry run: what installing {@code planned} would add, replace and remove. */
  public record WouldInstall(
      List<Path> added, List<Path> replaced, List<String> removed, PlannedGeneration planned)
      implements Outcome {}

  /** Refused before anything was written. */
  public record Refused(List<Diagnostic> diagnostics) implements Outcome {}

  /** npm could not install the pinned Qwen Code; nothing else was written. */
  public record QwenNotInstalled(String reason, String npmOutput) implements Outcome {}

  /** A file could not be read or written; the previous generation is still current. */
  public record Failed(Diagnostic problem) implements Outcome {}

  private InstallRun() {}

  /** Installs {@code request} as {@code host}'s user. */
  public static Outcome run(Request request, AdminHost host) {
    try {
      return install(request, host);
    } catch (IOException e) {
      return new Failed(FileFailure.diagnostic(e, request.paths().configDir()));
    }
  }

  /**
   * Plans the generation once, under a new id, and decides from it whether there is anything to do:
   * an installation that already is the plan has the same files but for its id.
   */
  private static Outcome install(Request request, AdminHost host) throws IOException {
    InstallPaths paths = request.paths();
    Generations generations = new Generations(paths);
    Optional<String> current = generations.current();
    InstallFacts facts = facts(GenerationId.next(host.clock()), host.userName());
    List<Diagnostic> location = InstallLocation.problems(paths, facts, host.files());
    if (!location.isEmpty()) {
      return new Refused(location);
    }
    QwenPackageStep.Outcome qwen = QwenPackageStep.run(request, host);
    if (qwen instanceof QwenPackageStep.Failed failed) {
      return failed.failure();
    }
    RuntimeStep.Outcome runtimes = RuntimeStep.run(request, current);
    if (runtimes instanceof RuntimeStep.Refused refused) {
      return new Refused(List.of(refused.problem()));
    }
    RuntimeStep.Ready ready = (RuntimeStep.Ready) runtimes;
    GenerationPlanner.Outcome planned =
        GenerationPlanner.plan(
            request.plan(), paths, facts, request.jars(), ready.files(), request.caCertificates());
    if (planned instanceof GenerationPlanner.Refused refused) {
      return new Refused(refused.diagnostics());
    }
    PlannedGeneration next = ((GenerationPlanner.Planned) planned).generation();
    List<Diagnostic> problems = PlannedChecks.problems(next, paths, request.dryRun(), host);
    if (!problems.isEmpty()) {
      return new Refused(problems);
    }
    if (current.isPresent()
        && !ready.changed()
        && GenerationDiff.installed(next, current.get(), paths)) {
      return unchanged(current.get(), next, request.dryRun(), generations);
    }
    if (request.dryRun()) {
      return GenerationDiff.wouldInstall(next, paths, generations);
    }
    return write(
        next, paths, host, generations, current, ((QwenPackageStep.Ready) qwen).qwenRoot());
  }

  /**
   * The installation already is the plan: nothing is written, but what a run stopped after its
   * commit left (a fourth generation, staging folders) is still removed, unless this is a dry run.
   */
  private static Outcome unchanged(
      String current, PlannedGeneration next, boolean dryRun, Generations generations)
      throws IOException {
    if (dryRun) {
      return new Unchanged(current, List.of(), next);
    }
    List<String> removed = generations.prune(current);
    generations.pruneRuntimes();
    return new Unchanged(current, removed, next);
  }

  private static Outcome write(
      PlannedGeneration next,
      InstallPaths paths,
      AdminHost host,
      Generations generations,
      Optional<String> current,
      Optional<Path> qwenRoot)
      throws IOException {
    CreatedFolders.createAndRecord(paths);
    // What will not be kept is renamed out of the way before the commit (a run stopped after it
    // leaves three generations) and deleted after it, with whatever a stopped run left; a
    // generation that does not work retires nothing.
    String id = next.id();
    GenerationWriter.Written written =
        GenerationWriter.write(
            next,
            paths,
            current,
            host.userHome(),
            qwenRoot,
            () -> generations.retire(id),
            host.proof());
    if (written instanceof GenerationWriter.ManifestRefused refused) {
      return new Refused(refused.diagnostics());
    }
    if (written instanceof GenerationWriter.NotWorking notWorking) {
      generations.pruneRuntimes();
      return new NotWorking(notWorking.problems());
    }
    GenerationWriter.Committed committed = (GenerationWriter.Committed) written;
    generations.sweep();
    generations.pruneRuntimes();
    return new Installed(
        next.id(),
        committed.removed(),
        committed.unproven(),
        List.of(
            paths.configGeneration(next.id()),
            paths.prefixGeneration(next.id()),
            paths.launcherJson()));
  }

  private static InstallFacts facts(String generation, String user) {
    return user.equals("root")
        ? InstallFacts.system(generation, KitVersion.current())
        : InstallFacts.user(generation, KitVersion.current(), user);
  }
}

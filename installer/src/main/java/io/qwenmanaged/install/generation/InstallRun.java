package io.qwenmanaged.install.generation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.exec.QwenPackageInstall;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.start.InstallLocations;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One {@code install}: checks where it goes, plans the generation, and — unless the installation
 * already is exactly that, or this is a dry run — writes and commits it and removes what is no
 * longer kept.
 */
public final class InstallRun {

  /** What an install did, or why it did nothing. */
  public sealed interface Outcome {}

  /** A new generation is current; {@code removed} generations were deleted. */
  public record Installed(
      String generation, List<String> removed, List<String> archiveFailures, List<Path> written)
      implements Outcome {}

  /** The installation already is exactly this plan with this kit; nothing was written. */
  public record Unchanged(String generation, List<String> removed) implements Outcome {}

  /** A dry run: what an install would add, replace and remove. */
  public record WouldInstall(List<Path> added, List<Path> replaced, List<String> removed)
      implements Outcome {}

  /** Refused before anything was written. */
  public record Refused(List<Diagnostic> diagnostics) implements Outcome {}

  /** npm could not install the pinned Qwen Code; nothing else was written. */
  public record QwenNotInstalled(String reason, String npmOutput) implements Outcome {}

  private InstallRun() {}

  /**
   * Installs {@code plan} (schema-valid or not) into {@code paths}.
   *
   * @param user the operating-system user running the install: {@code root} makes it a system
   *     install
   * @param distributionLib the distribution's {@code lib/} with the jars to install
   */
  public static Outcome run(
      ObjectNode plan,
      InstallPaths paths,
      String user,
      Path home,
      Path distributionLib,
      boolean dryRun,
      Optional<Path> npm,
      Clock clock)
      throws IOException, GenerationWriter.RefusedManifest {
    Generations generations = new Generations(paths);
    Optional<String> current = generations.current();
    String version = KitVersion.current();
    InstallFacts candidate = facts(current.orElse(GenerationId.next(clock)), version, user);
    List<Diagnostic> location =
        InstallLocations.problems(
            FileFacts.local(),
            paths.platform(),
            candidate,
            List.of(paths.prefix().toString(), paths.configDir().toString()));
    if (!location.isEmpty()) {
      return new Refused(location);
    }
    for (Path folder : List.of(paths.prefix(), paths.configDir())) {
      if (Files.exists(folder) && !Files.isDirectory(folder)) {
        return new Refused(List.of(Diagnostic.io(folder.toString(), "is not a directory")));
      }
    }
    Optional<Path> qwenRoot = Optional.empty();
    if (npm.isPresent()) {
      String qwenVersion = plan.at("/runtimes/qwenVersion").asText();
      Path folder = QwenPackageInstall.packageFolder(paths.prefix(), qwenVersion);
      if (!dryRun) {
        CreatedFolders.createAndRecord(paths);
        QwenPackageInstall.Outcome qwen =
            QwenPackageInstall.install(npm.get(), paths.prefix(), qwenVersion, System.getenv());
        if (qwen instanceof QwenPackageInstall.Failed failed) {
          return new QwenNotInstalled(failed.reason(), failed.output());
        }
        qwenRoot = Optional.of(paths.prefix().resolve("qwen").resolve(qwenVersion));
      }
      ((ObjectNode) plan.get("runtimes")).put("qwenCli", folder.resolve("cli.js").toString());
    }
    GenerationPlanner.Outcome planned =
        GenerationPlanner.plan(plan, paths, candidate, distributionLib);
    if (planned instanceof GenerationPlanner.Refused refused) {
      return new Refused(refused.diagnostics());
    }
    PlannedGeneration same = ((GenerationPlanner.Planned) planned).generation();
    if (current.isPresent() && installedAsPlanned(same, paths)) {
      // Nothing to write; what a run stopped after its commit left (a fourth generation, staging
      // folders) is still removed.
      return new Unchanged(current.get(), dryRun ? List.of() : generations.prune(current.get()));
    }
    PlannedGeneration next = same;
    if (current.isPresent()) {
      InstallFacts fresh = facts(GenerationId.next(clock), version, user);
      next =
          ((GenerationPlanner.Planned) GenerationPlanner.plan(plan, paths, fresh, distributionLib))
              .generation();
    }
    if (dryRun) {
      return wouldInstall(next, paths, generations);
    }
    CreatedFolders.createAndRecord(paths);
    // What will not be kept is renamed out of the way before the commit (a run stopped after it
    // leaves three generations) and deleted after it, with whatever a stopped run left.
    List<String> removed = generations.retire(next.id());
    List<String> failures = GenerationWriter.write(next, paths, current, home, qwenRoot);
    generations.sweep();
    List<Path> written = new ArrayList<>();
    written.add(paths.configGeneration(next.id()));
    written.add(paths.prefixGeneration(next.id()));
    written.add(paths.launcherJson());
    return new Installed(next.id(), removed, failures, written);
  }

  private static InstallFacts facts(String generation, String version, String user) {
    return user.equals("root")
        ? InstallFacts.system(generation, version)
        : InstallFacts.user(generation, version, user);
  }

  /** Whether every file of {@code generation} is already installed with exactly its bytes. */
  static boolean installedAsPlanned(PlannedGeneration generation, InstallPaths paths)
      throws IOException {
    if (!Folders.sameBytes(paths.launcherJson(), generation.launcherJson())) {
      return false;
    }
    Path config = paths.configGeneration(generation.id());
    for (Map.Entry<String, byte[]> file : generation.configFiles().entrySet()) {
      if (!Folders.sameBytes(config.resolve(file.getKey()), file.getValue())) {
        return false;
      }
    }
    Path prefix = paths.prefixGeneration(generation.id());
    for (Map.Entry<String, Path> jar : generation.jars().entrySet()) {
      if (!Folders.sameBytes(
          prefix.resolve("lib").resolve(jar.getKey()), Files.readAllBytes(jar.getValue()))) {
        return false;
      }
    }
    if (!Folders.sameBytes(prefix.resolve(LauncherCommandLine.FILE), generation.launcherArgs())) {
      return false;
    }
    for (int i = 0; i < paths.wrappers().size(); i++) {
      if (!Folders.sameBytes(paths.wrappers().get(i), generation.wrappers().get(i))) {
        return false;
      }
    }
    return true;
  }

  private static WouldInstall wouldInstall(
      PlannedGeneration next, InstallPaths paths, Generations generations) {
    List<Path> added = new ArrayList<>();
    added.add(paths.configGeneration(next.id()));
    added.add(paths.prefixGeneration(next.id()));
    List<Path> replaced = new ArrayList<>();
    replaced.add(paths.launcherJson());
    for (int i = 0; i < paths.wrappers().size(); i++) {
      Path wrapper = paths.wrappers().get(i);
      try {
        if (!Folders.sameBytes(wrapper, next.wrappers().get(i))) {
          (Files.exists(wrapper) ? replaced : added).add(wrapper);
        }
      } catch (IOException e) {
        replaced.add(wrapper);
      }
    }
    List<String> kept = new ArrayList<>(generations.kept());
    List<String> removed = new ArrayList<>();
    if (kept.size() >= Generations.KEPT) {
      removed.addAll(kept.subList(Generations.KEPT - 1, kept.size()));
    }
    return new WouldInstall(added, replaced, removed);
  }

  /** The platform this JVM runs on, as a plan names it. */
  public static Platform hostPlatform() {
    return System.getProperty("os.name", "").startsWith("Windows")
        ? Platform.WINDOWS
        : Platform.POSIX;
  }
}

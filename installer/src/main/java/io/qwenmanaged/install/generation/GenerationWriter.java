package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.exec.ArchiveTraining;
import io.qwenmanaged.install.exec.InstallProof;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.KitFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes one generation so that a kill at any moment leaves the previous generation or the new one
 * current, each complete: the prefix folder (jars, launcher command line) is built under a hidden
 * name and renamed into place, the hook's and MCP server's class-data archives are trained there,
 * the config folder (policy files, plan, manifest) is built under a hidden name and renamed into
 * place, the launcher's archive is trained on a rehearsed start of the generation as it now is
 * (with a copy of its {@code launcher.json} that a first manifest lists as the one in use), the
 * generation's launcher proves that the kit's processes start and answer from where they are
 * installed ({@link InstallProof}; a generation that fails is removed and never made current), the
 * manifest is written again for the generation as it will be once current, and only then is {@code
 * launcher.json} replaced — the one atomic step that makes the generation current. A generation
 * folder left by a kill before that step is not current and is removed by a later install. The
 * wrapper is the same for every generation and is replaced atomically when it differs.
 */
public final class GenerationWriter {

  /**
   * In a generation's config folder: the files of the Qwen Code package the kit installed, with
   * their SHA-256, in the install manifest's format (checked by {@code verify}, removed by {@code
   * uninstall}; the launcher checks the package's pinned entry and version at every start).
   */
  public static final String QWEN_PACKAGE = "qwen-package.json";

  /**
   * In a generation's config folder: the files of the bundle runtimes it runs, installed under
   * {@code <prefix>/runtimes/<kit version>} and shared by that kit version's generations, with
   * their SHA-256, in the install manifest's format (checked by {@code verify}, removed by {@code
   * uninstall}).
   */
  public static final String RUNTIMES = KitFiles.RUNTIMES_MANIFEST;

  /**
   * In a generation's config folder while its launcher's archive is trained, and only then: the
   * copy of its {@code launcher.json} the rehearsed start reads.
   */
  static final String REHEARSAL_CONFIG = ".launcher.json.rehearsal";

  /** Names, in a generation's config folder, the generation that was current before it. */
  public static final String PREVIOUS = "previous";

  /** What writing did. */
  public sealed interface Written permits Committed, ManifestRefused, NotWorking {}

  /**
   * The generation is current. {@code unproven} says why its processes could not be started for the
   * installing user (only checks about a developer's own session failed), empty when they were.
   */
  public record Committed(List<String> removed, List<String> unproven) implements Written {}

  /** Takes out of the way what will not be kept once the generation is current; returns the ids. */
  public interface Retirement {
    List<String> retire() throws IOException;
  }

  /**
   * One of the kit's own processes could not start or answer from where the generation is installed
   * (or one of its class-data archives could not be trained): nothing was committed, the
   * generation's folders were removed and the developer's command is as it was.
   */
  public record NotWorking(List<Diagnostic> problems) implements Written {}

  /**
   * A manifest of the generation would not be valid (e.g. a path too long for its schema): nothing
   * was committed; the generation's folders, not current, are left for a later install to remove.
   */
  public record ManifestRefused(List<Diagnostic> diagnostics) implements Written {}

  private GenerationWriter() {}

  /**
   * Writes and commits {@code generation}.
   *
   * @param previous the generation current until now, recorded for {@code rollback --to previous}
   * @param home the home directory the launcher's archive is trained with
   * @param qwenRoot the Qwen Code package folder the kit installed for this generation, if any
   * @param retirement run once the generation is known to work, before it is committed
   * @param prover proves that the kit's processes start from the staged generation
   */
  public static Written write(
      PlannedGeneration generation,
      InstallPaths paths,
      Optional<String> previous,
      Path home,
      Optional<Path> qwenRoot,
      Retirement retirement,
      InstallProof.Runner prover)
      throws IOException {
    String id = generation.id();
    Path prefixFolder = paths.prefixGeneration(id);
    Path configFolder = paths.configGeneration(id);
    Path configStaging = InstallPaths.staging(configFolder);
    Folders.deleteTree(InstallPaths.staging(prefixFolder));
    Folders.deleteTree(configStaging);
    writePrefix(generation, prefixFolder);
    Folders.create(configStaging);
    for (Map.Entry<String, byte[]> file : generation.configFiles().entrySet()) {
      DurableFiles.write(configStaging.resolve(file.getKey()), file.getValue(), DurableFiles.FILE);
    }
    DurableFiles.write(
        configStaging.resolve(REHEARSAL_CONFIG), generation.launcherJson(), DurableFiles.FILE);
    Path lib = prefixFolder.resolve("lib");
    ArchiveTraining training = ArchiveTraining.of(generation.config(), lib);
    List<String> failures =
        new ArrayList<>(
            training.servers(
                configStaging.resolve(
                    KitFiles.externalContext(generation.config().repositories().get(0).name()))));
    WrapperReplacement wrappers = WrapperReplacement.replace(generation, paths);
    GenerationRecords records = new GenerationRecords(generation, paths, previous);
    Optional<List<Diagnostic>> refused =
        records.write(qwenRoot, configStaging, configFolder.resolve(REHEARSAL_CONFIG));
    if (refused.isPresent()) {
      return new ManifestRefused(refused.get());
    }
    DurableFiles.renameDirectory(configStaging, configFolder);
    List<String> launcher = training.launcher(configFolder.resolve(REHEARSAL_CONFIG), home);
    InstallProof.Outcome proof =
        prover.prove(
            generation.config(),
            lib,
            configFolder.resolve(REHEARSAL_CONFIG),
            home,
            failures,
            launcher);
    if (proof instanceof InstallProof.Broken broken) {
      wrappers.restore();
      Folders.deleteTree(configFolder);
      Folders.deleteTree(prefixFolder);
      return new NotWorking(broken.problems());
    }
    List<String> removed = retirement.retire();
    flushArchives(generation, lib);
    DurableFiles.delete(configFolder.resolve(REHEARSAL_CONFIG));
    refused = records.write(Optional.empty(), configFolder, paths.launcherJson());
    if (refused.isPresent()) {
      return new ManifestRefused(refused.get());
    }
    DurableFiles.replace(paths.launcherJson(), generation.launcherJson(), DurableFiles.FILE);
    return new Committed(
        removed, proof instanceof InstallProof.Unproven unproven ? unproven.reasons() : List.of());
  }

  /** The prefix folder: built under its staging name, then renamed into place. */
  private static void writePrefix(PlannedGeneration generation, Path prefixFolder)
      throws IOException {
    Path staging = InstallPaths.staging(prefixFolder);
    Folders.create(staging.resolve("lib"));
    for (Map.Entry<String, Path> jar : generation.jars().entrySet()) {
      DurableFiles.write(
          staging.resolve("lib").resolve(jar.getKey()),
          Folders.read(jar.getValue()),
          DurableFiles.FILE);
    }
    DurableFiles.write(
        staging.resolve(LauncherCommandLine.FILE), generation.launcherArgs(), DurableFiles.FILE);
    DurableFiles.renameDirectory(staging, prefixFolder);
  }

  /** Flushes the archives the training wrote, before the manifest records their hashes. */
  private static void flushArchives(PlannedGeneration generation, Path lib) throws IOException {
    List<Path> archives = new ArrayList<>();
    for (String jar : generation.jars().keySet()) {
      archives.add(Path.of(KitCommands.archiveOf(lib.resolve(jar).toString())));
    }
    archives.add(
        Path.of(KitCommands.autoRecallArchiveOf(lib.resolve("mcp-server.jar").toString())));
    for (Path archive : archives) {
      if (Files.isRegularFile(archive, LinkOption.NOFOLLOW_LINKS)) {
        DurableFiles.flush(archive);
      }
    }
    DurableFiles.syncDirectory(lib);
  }
}

package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.exec.ArchiveTraining;
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
 * name and renamed into place, its class-data archives are trained there, the config folder (policy
 * files, plan, manifest) is built under a hidden name and renamed into place, and only then is
 * {@code launcher.json} replaced — the one atomic step that makes the generation current. The
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

  /** Names, in a generation's config folder, the generation that was current before it. */
  public static final String PREVIOUS = "previous";

  /** What writing did. */
  public sealed interface Written permits Committed, ManifestRefused {}

  /**
   * The generation is current; {@code archiveFailures} are the archives not trained (not fatal).
   */
  public record Committed(List<String> archiveFailures) implements Written {}

  /**
   * A manifest of the generation would not be valid (e.g. a path too long for its schema): nothing
   * was committed, the staged config folder is left for the next run to replace.
   */
  public record ManifestRefused(List<Diagnostic> diagnostics) implements Written {}

  private GenerationWriter() {}

  /**
   * Writes and commits {@code generation}.
   *
   * @param previous the generation current until now, recorded for {@code rollback --to previous}
   * @param home the home directory the launcher's archive is trained with
   * @param qwenRoot the Qwen Code package folder the kit installed for this generation, if any
   */
  public static Written write(
      PlannedGeneration generation,
      InstallPaths paths,
      Optional<String> previous,
      Path home,
      Optional<Path> qwenRoot)
      throws IOException {
    String id = generation.id();
    Path prefixFolder = paths.prefixGeneration(id);
    Path configStaging = InstallPaths.staging(paths.configGeneration(id));
    Folders.deleteTree(InstallPaths.staging(prefixFolder));
    Folders.deleteTree(configStaging);
    writePrefix(generation, prefixFolder);
    Folders.create(configStaging);
    for (Map.Entry<String, byte[]> file : generation.configFiles().entrySet()) {
      DurableFiles.write(configStaging.resolve(file.getKey()), file.getValue(), DurableFiles.FILE);
    }
    List<String> failures = train(generation, prefixFolder.resolve("lib"), configStaging, home);
    replaceWrappers(generation, paths);
    Optional<List<Diagnostic>> refused =
        GenerationRecords.write(generation, paths, previous, qwenRoot, configStaging);
    if (refused.isPresent()) {
      return new ManifestRefused(refused.get());
    }
    DurableFiles.renameDirectory(configStaging, paths.configGeneration(id));
    DurableFiles.replace(paths.launcherJson(), generation.launcherJson(), DurableFiles.FILE);
    return new Committed(failures);
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

  /**
   * Trains the archives beside the installed jars, with a copy of the generation's launcher.json in
   * the staged config folder, and flushes them before the manifest records their hashes.
   */
  private static List<String> train(
      PlannedGeneration generation, Path lib, Path configStaging, Path home) throws IOException {
    Path trainingConfig = configStaging.resolve(".launcher.json.training");
    DurableFiles.write(trainingConfig, generation.launcherJson(), DurableFiles.FILE);
    List<String> failures =
        ArchiveTraining.train(
            generation.config(),
            lib,
            configStaging.resolve(
                KitFiles.externalContext(generation.config().repositories().get(0).name())),
            trainingConfig,
            home);
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
    DurableFiles.delete(trainingConfig);
    return failures;
  }

  /** The developer's command(s), replaced where their bytes differ. */
  private static void replaceWrappers(PlannedGeneration generation, InstallPaths paths)
      throws IOException {
    List<Path> wrappers = paths.wrappers();
    for (int i = 0; i < wrappers.size(); i++) {
      Path wrapper = wrappers.get(i);
      byte[] bytes = generation.wrappers().get(i);
      if (!Folders.sameBytes(wrapper, bytes)) {
        Folders.create(wrapper.getParent());
        DurableFiles.replace(wrapper, bytes, DurableFiles.EXECUTABLE);
      }
    }
  }
}

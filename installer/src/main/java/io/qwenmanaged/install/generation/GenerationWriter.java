package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.exec.ArchiveTraining;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestWriter;
import io.qwenmanaged.policy.model.KitCommands;
import io.qwenmanaged.policy.model.KitFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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

  /** Names, in a generation's config folder, the generation that was current before it. */
  public static final String PREVIOUS = "previous";

  private GenerationWriter() {}

  /**
   * Writes and commits {@code generation}; returns the archive-training failures (not fatal).
   *
   * @param previous the generation current until now, recorded for {@code rollback --to previous}
   */
  public static List<String> write(
      PlannedGeneration generation,
      InstallPaths paths,
      Optional<String> previous,
      Path home,
      Optional<Path> qwenRoot)
      throws IOException, RefusedManifest {
    String id = generation.id();
    Path prefixFolder = paths.prefixGeneration(id);
    Path configFolder = paths.configGeneration(id);
    Path prefixStaging = InstallPaths.staging(prefixFolder);
    Path configStaging = InstallPaths.staging(configFolder);
    Folders.deleteTree(prefixStaging);
    Folders.deleteTree(configStaging);
    Folders.create(prefixStaging.resolve("lib"));
    for (Map.Entry<String, Path> jar : generation.jars().entrySet()) {
      DurableFiles.write(
          prefixStaging.resolve("lib").resolve(jar.getKey()),
          Files.readAllBytes(jar.getValue()),
          DurableFiles.FILE);
    }
    DurableFiles.write(
        prefixStaging.resolve(LauncherCommandLine.FILE),
        generation.launcherArgs(),
        DurableFiles.FILE);
    DurableFiles.renameDirectory(prefixStaging, prefixFolder);

    Folders.create(configStaging);
    for (Map.Entry<String, byte[]> file : generation.configFiles().entrySet()) {
      DurableFiles.write(configStaging.resolve(file.getKey()), file.getValue(), DurableFiles.FILE);
    }
    Path trainingConfig = configStaging.resolve(".launcher.json.training");
    DurableFiles.write(trainingConfig, generation.launcherJson(), DurableFiles.FILE);
    List<String> failures =
        ArchiveTraining.train(
            generation.config(),
            prefixFolder.resolve("lib"),
            configStaging.resolve(
                KitFiles.externalContext(generation.config().repositories().get(0).name())),
            trainingConfig,
            home);
    flushArchives(generation, prefixFolder.resolve("lib"));
    DurableFiles.delete(trainingConfig);

    List<Path> wrappers = paths.wrappers();
    for (int i = 0; i < wrappers.size(); i++) {
      Path wrapper = wrappers.get(i);
      byte[] bytes = generation.wrappers().get(i);
      if (!Folders.sameBytes(wrapper, bytes)) {
        Folders.create(wrapper.getParent());
        DurableFiles.replace(wrapper, bytes, DurableFiles.EXECUTABLE);
      }
    }
    if (qwenRoot.isPresent()) {
      DurableFiles.write(
          configStaging.resolve(QWEN_PACKAGE),
          render(generation, hashes(Folders.regularFiles(qwenRoot.get()))),
          DurableFiles.FILE);
    }
    DurableFiles.write(
        configStaging.resolve(KitFiles.INSTALL_MANIFEST),
        manifest(generation, paths, prefixFolder, configStaging, configFolder),
        DurableFiles.FILE);
    if (previous.isPresent() && !previous.get().equals(id)) {
      DurableFiles.write(
          configStaging.resolve(PREVIOUS),
          (previous.get() + "\n").getBytes(StandardCharsets.UTF_8),
          DurableFiles.FILE);
    }
    DurableFiles.renameDirectory(configStaging, configFolder);
    DurableFiles.replace(paths.launcherJson(), generation.launcherJson(), DurableFiles.FILE);
    return failures;
  }

  /**
   * Flushes the class-data archives the training JVMs wrote beside the jars, before the manifest
   * records their hashes.
   */
  private static void flushArchives(PlannedGeneration generation, Path lib) throws IOException {
    for (String jar : generation.jars().keySet()) {
      Path archive = Path.of(KitCommands.archiveOf(lib.resolve(jar).toString()));
      if (Files.isRegularFile(archive, LinkOption.NOFOLLOW_LINKS)) {
        DurableFiles.flush(archive);
      }
    }
    DurableFiles.syncDirectory(lib);
  }

  /** The manifest of every file of the generation, as they will be once it is current. */
  private static byte[] manifest(
      PlannedGeneration generation,
      InstallPaths paths,
      Path prefixFolder,
      Path configStaging,
      Path configFolder)
      throws IOException, RefusedManifest {
    Map<String, String> hashes = new LinkedHashMap<>();
    hashes.put(paths.launcherJson().toString(), Sha256.hex(generation.launcherJson()));
    for (Map.Entry<String, byte[]> file : generation.configFiles().entrySet()) {
      hashes.put(configFolder.resolve(file.getKey()).toString(), Sha256.hex(file.getValue()));
    }
    hashes.putAll(hashes(Folders.regularFiles(prefixFolder)));
    for (int i = 0; i < paths.wrappers().size(); i++) {
      hashes.put(paths.wrappers().get(i).toString(), Sha256.hex(generation.wrappers().get(i)));
    }
    return render(generation, hashes);
  }

  private static Map<String, String> hashes(List<Path> files) throws IOException {
    Map<String, String> hashes = new LinkedHashMap<>();
    for (Path file : files) {
      hashes.put(file.toString(), Sha256.hex(Files.readAllBytes(file)));
    }
    return hashes;
  }

  private static byte[] render(PlannedGeneration generation, Map<String, String> hashes)
      throws RefusedManifest {
    ManifestOutcome outcome =
        ManifestWriter.render(InstallManifest.of(generation.install(), hashes));
    if (outcome instanceof ManifestOutcome.Refused refused) {
      throw new RefusedManifest(refused.diagnostics());
    }
    return ((ManifestOutcome.Valid) outcome).bytes();
  }

  /** The manifest of a generation would not be valid (e.g. a path too long for its schema). */
  public static final class RefusedManifest extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<Diagnostic> diagnostics;

    RefusedManifest(List<Diagnostic> diagnostics) {
      super("install manifest refused");
      this.diagnostics = new ArrayList<>(diagnostics);
    }

    public List<Diagnostic> diagnostics() {
      return List.copyOf(diagnostics);
    }
  }
}

package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.qwenpatch.PatchSet;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.manifest.Fingerprints;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestReader;
import io.qwenmanaged.policy.manifest.ManifestWriter;
import io.qwenmanaged.policy.model.KitFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The records a generation's staged config folder gets last, once every file they describe is in
 * place: the manifest of the Qwen Code package the kit installed (if any), the install manifest of
 * every file of the generation as it will be once current — the patched files of the managed Qwen
 * among them — (with the stat fingerprints of its large files, which it lists), and the generation
 * it follows. One instance serves one generation's writes, so a later write reuses the fingerprints
 * an earlier one proved for files whose stat has not changed since.
 */
final class GenerationRecords {

  private final PlannedGeneration generation;
  private final InstallPaths paths;
  private final Optional<String> previous;
  private Fingerprints recorded = Fingerprints.NONE;

  /**
   * @param previous the generation current until now, recorded for {@code rollback --to previous}
   */
  GenerationRecords(PlannedGeneration generation, InstallPaths paths, Optional<String> previous) {
    this.generation = generation;
    this.paths = paths;
    this.previous = previous;
  }

  /**
   * Writes the records into {@code configStaging}; the problems when a manifest is not valid.
   *
   * @param qwenRoot the Qwen Code package to record, if any (left out when its record is written)
   * @param launcherJson the {@code launcher.json} the manifest lists as the one in use: the
   *     installation's own, or the copy a rehearsed start uses before the generation is current
   */
  Optional<List<Diagnostic>> write(Optional<Path> qwenRoot, Path configStaging, Path launcherJson)
      throws IOException {
    if (qwenRoot.isPresent()) {
      ManifestOutcome qwen = render(hashes(Folders.regularFiles(qwenRoot.get())));
      if (qwen instanceof ManifestOutcome.Refused refused) {
        return Optional.of(refused.diagnostics());
      }
      write(configStaging.resolve(GenerationWriter.QWEN_PACKAGE), (ManifestOutcome.Valid) qwen);
    }
    Map<String, String> hashes = manifestHashes(launcherJson);
    Map<String, String> fingerprinted = new LinkedHashMap<>(hashes);
    fingerprinted.putAll(runtimeFiles());
    recorded =
        FingerprintRecording.record(fingerprinted, paths.configDir(), FileFacts.local(), recorded);
    hashes.putAll(FingerprintRecording.write(recorded, paths, generation.id(), configStaging));
    ManifestOutcome manifest = render(hashes);
    if (manifest instanceof ManifestOutcome.Refused refused) {
      return Optional.of(refused.diagnostics());
    }
    write(configStaging.resolve(KitFiles.INSTALL_MANIFEST), (ManifestOutcome.Valid) manifest);
    if (previous.isPresent() && !previous.get().equals(generation.id())) {
      DurableFiles.write(
          configStaging.resolve(GenerationWriter.PREVIOUS),
          (previous.get() + "\n").getBytes(StandardCharsets.UTF_8),
          DurableFiles.FILE);
    }
    return Optional.empty();
  }

  /** The bundle runtime files the generation's {@value GenerationWriter#RUNTIMES} lists, if any. */
  private Map<String, String> runtimeFiles() {
    byte[] runtimes = generation.configFiles().get(GenerationWriter.RUNTIMES);
    if (runtimes == null
        || !(ManifestReader.read(runtimes, GenerationWriter.RUNTIMES)
            instanceof ManifestOutcome.Valid valid)) {
      return Map.of();
    }
    return valid.manifest().files();
  }

  /** Every file of the generation and its SHA-256, as they will be once it is current. */
  private Map<String, String> manifestHashes(Path launcherJson) throws IOException {
    Path configFolder = paths.configGeneration(generation.id());
    Map<String, String> hashes = new LinkedHashMap<>();
    hashes.put(launcherJson.toString(), Sha256.hex(generation.launcherJson()));
    for (Map.Entry<String, byte[]> file : generation.configFiles().entrySet()) {
      hashes.put(configFolder.resolve(file.getKey()).toString(), Sha256.hex(file.getValue()));
    }
    hashes.putAll(hashes(Folders.regularFiles(paths.prefixGeneration(generation.id()))));
    for (int i = 0; i < paths.wrappers().size(); i++) {
      hashes.put(paths.wrappers().get(i).toString(), Sha256.hex(generation.wrappers().get(i)));
    }
    hashes.putAll(hashes(patchedQwenFiles()));
    return hashes;
  }

  /**
   * The files the kit's patch set changed in the Qwen Code package the generation runs: listed in
   * the manifest whoever installed that package, so the launcher's start checks them like the kit's
   * own files.
   */
  private List<Path> patchedQwenFiles() {
    Path qwenPackage = Path.of(generation.config().runtimes().qwenCli()).getParent();
    return PatchSet.shipped().files().stream()
        .map(file -> qwenPackage.resolve(file.path()))
        .toList();
  }

  private static Map<String, String> hashes(List<Path> files) throws IOException {
    Map<String, String> hashes = new LinkedHashMap<>();
    for (Path file : files) {
      hashes.put(file.toString(), Sha256.hex(Folders.read(file)));
    }
    return hashes;
  }

  private ManifestOutcome render(Map<String, String> hashes) {
    return ManifestWriter.render(InstallManifest.of(generation.install(), hashes));
  }

  private static void write(Path file, ManifestOutcome.Valid manifest) throws IOException {
    DurableFiles.write(file, manifest.bytes(), DurableFiles.FILE);
  }
}

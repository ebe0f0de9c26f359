package io.qwenmanaged.policy.manifest;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.Platform;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The bundled runtimes (Java, Node.js, Qwen Code) a bundle install runs: the generation's {@value
 * KitFiles#RUNTIMES_MANIFEST}, beside the install manifest and listed by it, names every runtime
 * file with its SHA-256, and each must still be a regular file with that hash — proved, like the
 * install manifest's own files, by an unchanged stat fingerprint on the start path and by hashing
 * otherwise. An install from the plain distribution has no such record and nothing is checked here;
 * a record that is missing or changed is reported by the check of the manifest's files.
 */
final class RuntimeFiles {

  private RuntimeFiles() {}

  static List<Diagnostic> check(
      InstallManifest manifest,
      String manifestPath,
      Platform platform,
      FileFacts facts,
      Fingerprints trusted) {
    Optional<String> path =
        ManifestSiblings.path(manifestPath, platform, KitFiles.RUNTIMES_MANIFEST);
    String listed = path.map(manifest.files()::get).orElse(null);
    if (listed == null) {
      return List.of();
    }
    BoundedFile.Outcome read = RegularFile.read(facts, path.get(), path.get());
    if (!(read instanceof BoundedFile.Read bytes) || !Sha256.hex(bytes.bytes()).equals(listed)) {
      return List.of();
    }
    ManifestOutcome parsed = ManifestReader.read(bytes.bytes(), path.get());
    if (parsed instanceof ManifestOutcome.Refused refused) {
      return refused.diagnostics();
    }
    return ListedFiles.check(
        ((ManifestOutcome.Valid) parsed).manifest().files(), platform, facts, Set.of(), trusted);
  }
}

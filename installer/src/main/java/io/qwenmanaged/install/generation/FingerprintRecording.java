package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.FileStat;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.manifest.FingerprintFile;
import io.qwenmanaged.policy.manifest.Fingerprints;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Records, at install, the stat fingerprint of every listed file outside the config directory (the
 * generation's jars and class-data archives, the wrapper, and any other list of installed files in
 * the install-manifest format), so the launcher's start path can accept an unchanged file without
 * hashing it. The small policy files under the config directory are never fingerprinted: they are
 * hashed at every start.
 *
 * <p>A fingerprint is recorded only for content proved to have the listed SHA-256: the file is
 * stat-ed, hashed and stat-ed again, and recorded when the hash is the listed one and both stats
 * agree. A file that is not there yet, changes meanwhile, has a different hash, lives on a file
 * system whose times are whole seconds, or on one that reports no inode or change time (Windows) is
 * left out, and is hashed at every start. An install records the fingerprints twice (for the
 * rehearsed start and for the generation as it will be current), starting from the previous
 * generation's; a file whose stat is still the one an earlier record proved is not hashed again.
 */
final class FingerprintRecording {

  private FingerprintRecording() {}

  /**
   * Writes {@code fingerprints} as {@value Fingerprints#FILE_NAME} into {@code configStaging}, the
   * staged config folder of {@code generation}.
   *
   * @return the written file's path once the generation is in place → its SHA-256, for the install
   *     manifest
   */
  static Map<String, String> write(
      Fingerprints fingerprints, InstallPaths paths, String generation, Path configStaging)
      throws IOException {
    byte[] bytes = FingerprintFile.render(fingerprints);
    DurableFiles.write(configStaging.resolve(Fingerprints.FILE_NAME), bytes, DurableFiles.FILE);
    Path placed = paths.configGeneration(generation).resolve(Fingerprints.FILE_NAME);
    return Map.of(placed.toString(), Sha256.hex(bytes));
  }

  /**
   * The fingerprints of the files of {@code listed} outside {@code configDir}. A file whose
   * fingerprint in {@code known} (recorded earlier in the same install, or by the previous
   * generation's) still vouches for its listed hash keeps that fingerprint without being hashed
   * again.
   */
  static Fingerprints record(
      Map<String, String> listed, Path configDir, FileFacts facts, Fingerprints known) {
    Map<String, Fingerprints.Fingerprint> recorded = new TreeMap<>();
    listed.forEach(
        (file, sha256) -> {
          if (!Path.of(file).startsWith(configDir)) {
            (known.vouchesFor(file, sha256, facts)
                    ? Optional.of(known.files().get(file))
                    : fingerprint(file, sha256, facts))
                .ifPresent(f -> recorded.put(file, f));
          }
        });
    return Fingerprints.of(recorded);
  }

  private static Optional<Fingerprints.Fingerprint> fingerprint(
      String file, String sha256, FileFacts facts) {
    try {
      Optional<FileStat> before = facts.stat(file);
      if (before.isEmpty() || before.get().coarse() || !facts.sha256(file).equals(sha256)) {
        return Optional.empty();
      }
      return before.equals(facts.stat(file))
          ? Optional.of(new Fingerprints.Fingerprint(sha256, before.get()))
          : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}

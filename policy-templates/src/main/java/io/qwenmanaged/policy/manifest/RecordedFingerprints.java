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

/**
 * Finds the fingerprints a generation's install recorded: the {@value Fingerprints#FILE_NAME} next
 * to the install manifest, used only when the manifest lists it and its bytes have the listed
 * SHA-256. When it is not listed there are none (every file is hashed); when it is missing,
 * unreadable or changed there are none either, and the check of the listed files reports it; when
 * it has its listed hash but is not a valid fingerprint file, that is a policy problem.
 */
public final class RecordedFingerprints {

  /**
   * What was found.
   *
   * @param fingerprints the fingerprints to trust, {@link Fingerprints#NONE} when there are none
   * @param problems the fingerprint file's own problems
   */
  record Found(Fingerprints fingerprints, List<Diagnostic> problems) {

    Found {
      problems = List.copyOf(problems);
    }
  }

  private static final Found NONE = new Found(Fingerprints.NONE, List.of());

  private RecordedFingerprints() {}

  /**
   * The fingerprints the install of the generation whose install manifest is at {@code
   * manifestPath} recorded, found as the launcher's start finds them; {@link Fingerprints#NONE}
   * when the manifest or the fingerprint file cannot be used, so every file is hashed.
   */
  public static Fingerprints of(String manifestPath, Platform platform, FileFacts facts) {
    BoundedFile.Outcome read = RegularFile.read(facts, manifestPath, KitFiles.INSTALL_MANIFEST);
    if (!(read instanceof BoundedFile.Read bytes)
        || !(ManifestReader.read(bytes.bytes(), KitFiles.INSTALL_MANIFEST)
            instanceof ManifestOutcome.Valid valid)) {
      return Fingerprints.NONE;
    }
    return next(valid.manifest(), manifestPath, platform, facts).fingerprints();
  }

  static Found next(
      InstallManifest manifest, String manifestPath, Platform platform, FileFacts facts) {
    Optional<String> sibling =
        ManifestSiblings.path(manifestPath, platform, Fingerprints.FILE_NAME);
    if (sibling.isEmpty()) {
      return NONE;
    }
    String path = sibling.get();
    String listed = manifest.files().get(path);
    if (listed == null) {
      return NONE;
    }
    BoundedFile.Outcome read = RegularFile.read(facts, path, path);
    if (!(read instanceof BoundedFile.Read bytes) || !Sha256.hex(bytes.bytes()).equals(listed)) {
      return NONE;
    }
    FingerprintFile.Outcome parsed = FingerprintFile.read(bytes.bytes(), Fingerprints.FILE_NAME);
    if (parsed instanceof FingerprintFile.Refused refused) {
      return new Found(Fingerprints.NONE, refused.diagnostics());
    }
    return new Found(((FingerprintFile.Read) parsed).fingerprints(), List.of());
  }
}

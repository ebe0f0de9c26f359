package io.qwenmanaged.install.generation;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestCheck;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestReader;
import io.qwenmanaged.policy.model.KitFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a kept generation against its own install manifest: every file it lists is a regular file
 * with the recorded SHA-256. Its {@code launcher.json} is checked through the copy in its config
 * folder (the one at the commit point belongs to whichever generation is current).
 */
public final class GenerationCheck {

  private GenerationCheck() {}

  /** The generation's manifest, or the problems that keep it from being read. */
  public static Optional<InstallManifest> manifest(
      InstallPaths paths, String id, List<Diagnostic> problems) {
    Path file = paths.configGeneration(id).resolve(KitFiles.INSTALL_MANIFEST);
    BoundedFile.Outcome read = BoundedFile.read(file, file.toString());
    if (read instanceof BoundedFile.Failed failed) {
      problems.add(failed.diagnostic());
      return Optional.empty();
    }
    ManifestOutcome outcome =
        ManifestReader.read(((BoundedFile.Read) read).bytes(), file.toString());
    if (outcome instanceof ManifestOutcome.Refused refused) {
      problems.addAll(refused.diagnostics());
      return Optional.empty();
    }
    return Optional.of(((ManifestOutcome.Valid) outcome).manifest());
  }

  /** Every problem of generation {@code id}; empty when all its files are as installed. */
  public static List<Diagnostic> problems(InstallPaths paths, String id, FileFacts files) {
    List<Diagnostic> problems = new ArrayList<>();
    Optional<InstallManifest> manifest = manifest(paths, id, problems);
    if (manifest.isEmpty()) {
      return problems;
    }
    String commitPoint = paths.launcherJson().toString();
    problems.addAll(
        ManifestCheck.files(manifest.get(), paths.platform(), files, Set.of(commitPoint)));
    Path copy = paths.configGeneration(id).resolve(KitFiles.LAUNCHER);
    String recorded = manifest.get().files().get(commitPoint);
    BoundedFile.Outcome read = BoundedFile.read(copy, copy.toString());
    if (recorded == null
        || !(read instanceof BoundedFile.Read bytes)
        || !Sha256.hex(bytes.bytes()).equals(recorded)) {
      problems.add(
          Diagnostic.policy(
              copy.toString(), "", "is not the launcher.json this generation was installed with"));
    }
    return problems;
  }
}

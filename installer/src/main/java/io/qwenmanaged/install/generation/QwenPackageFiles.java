package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.files.IoReason;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The Qwen Code package files a generation's {@code qwen-package.json} lists, if it has one. */
final class QwenPackageFiles {

  /** Package manifests are large (thousands of files); the bound is far above a real one. */
  private static final int LIMIT = 64 << 20;

  private QwenPackageFiles() {}

  static List<Path> listed(InstallPaths paths, String id, List<Diagnostic> problems) {
    Path file = paths.configGeneration(id).resolve(GenerationWriter.QWEN_PACKAGE);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      if (Files.size(file) > LIMIT) {
        problems.add(
            Diagnostic.policy(file.toString(), "", "is too large to be a package manifest"));
        return List.of();
      }
      ManifestOutcome outcome = ManifestReader.read(Files.readAllBytes(file), file.toString());
      if (outcome instanceof ManifestOutcome.Refused refused) {
        problems.addAll(refused.diagnostics());
        return List.of();
      }
      return ((ManifestOutcome.Valid) outcome)
          .manifest().files().keySet().stream().map(Path::of).toList();
    } catch (IOException e) {
      problems.add(Diagnostic.io(file.toString(), "cannot be read: " + IoReason.of(e)));
      return List.of();
    }
  }
}

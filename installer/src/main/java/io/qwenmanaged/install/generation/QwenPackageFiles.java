package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.files.IoReason;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.manifest.ManifestOutcome;
import io.qwenmanaged.policy.manifest.ManifestReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The files a generation's package records list, if it has them: the Qwen Code package the kit
 * installed ({@value GenerationWriter#QWEN_PACKAGE}) and the bundle runtimes it runs ({@value
 * GenerationWriter#RUNTIMES}).
 */
final class QwenPackageFiles {

  /** Package manifests are large (thousands of files); the bound is far above a real one. */
  private static final int LIMIT = 64 << 20;

  private QwenPackageFiles() {}

  /** The files of generation {@code id}'s {@value GenerationWriter#QWEN_PACKAGE}. */
  static List<Path> listed(InstallPaths paths, String id, List<Diagnostic> problems) {
    return listed(paths.configGeneration(id).resolve(GenerationWriter.QWEN_PACKAGE), problems);
  }

  /** The files of generation {@code id}'s {@value GenerationWriter#RUNTIMES}. */
  static List<Path> runtimes(InstallPaths paths, String id, List<Diagnostic> problems) {
    return listed(paths.configGeneration(id).resolve(GenerationWriter.RUNTIMES), problems);
  }

  private static List<Path> listed(Path file, List<Diagnostic> problems) {
    return manifest(file, problems)
        .map(manifest -> manifest.files().keySet().stream().map(Path::of).toList())
        .orElse(List.of());
  }

  /** The manifest in {@code file}; empty (and the problem added) when it is absent or bad. */
  static Optional<InstallManifest> manifest(Path file, List<Diagnostic> problems) {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      if (Files.size(file) > LIMIT) {
        problems.add(
            Diagnostic.policy(file.toString(), "", "is too large to be a package manifest"));
        return Optional.empty();
      }
      ManifestOutcome outcome = ManifestReader.read(Files.readAllBytes(file), file.toString());
      if (outcome instanceof ManifestOutcome.Refused refused) {
        problems.addAll(refused.diagnostics());
        return Optional.empty();
      }
      return Optional.of(((ManifestOutcome.Valid) outcome).manifest());
    } catch (IOException e) {
      problems.add(Diagnostic.io(file.toString(), "cannot be read: " + IoReason.of(e)));
      return Optional.empty();
    }
  }
}

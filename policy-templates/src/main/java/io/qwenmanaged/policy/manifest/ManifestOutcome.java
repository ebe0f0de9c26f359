package io.qwenmanaged.policy.manifest;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;

/** The outcome of writing or reading an install manifest. */
public sealed interface ManifestOutcome permits ManifestOutcome.Valid, ManifestOutcome.Refused {

  /**
   * A manifest valid against {@code install-manifest.schema.json}.
   *
   * @param manifest the manifest
   * @param bytes its canonical bytes: what the installer writes, byte-identical for the same
   *     manifest on every run and operating system (the array is the caller's; it is not copied)
   */
  record Valid(InstallManifest manifest, byte[] bytes) implements ManifestOutcome {}

  /** One diagnostic per problem; nothing may be written. */
  record Refused(List<Diagnostic> diagnostics) implements ManifestOutcome {

    public Refused {
      diagnostics = List.copyOf(diagnostics);
    }
  }
}

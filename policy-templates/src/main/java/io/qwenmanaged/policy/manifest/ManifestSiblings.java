package io.qwenmanaged.policy.manifest;

import io.qwenmanaged.policy.model.Platform;
import java.util.Optional;

/** The records a generation keeps beside its install manifest, found by name in its folder. */
final class ManifestSiblings {

  private ManifestSiblings() {}

  /** The path of record {@code name} in the folder of the manifest at {@code manifestPath}. */
  static Optional<String> path(String manifestPath, Platform platform, String name) {
    int end = manifestPath.lastIndexOf(platform.separator());
    return end < 0 ? Optional.empty() : Optional.of(manifestPath.substring(0, end + 1) + name);
  }
}

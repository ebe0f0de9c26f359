package io.qwenmanaged.policy.manifest;

import io.qwenmanaged.policy.model.InstallFacts;
import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One installation's manifest ({@code install-manifest.json}): what was installed — generation, kit
 * version, scope, installing user — and the SHA-256 of every installed file, {@code launcher.json}
 * included, keyed by absolute path. Written by {@link ManifestWriter}, read by {@link
 * ManifestReader}, checked by {@link ManifestCheck}.
 *
 * @param install the facts {@code launcher.json}'s {@code install} block must repeat
 * @param files absolute path → lower-case hex SHA-256, sorted by path
 */
public record InstallManifest(InstallFacts install, SortedMap<String, String> files) {

  /** The file name the installer writes next to {@code launcher.json}. */
  public static final String FILE_NAME = "install-manifest.json";

  public InstallManifest {
    files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
  }

  /** A manifest of {@code files} (path → SHA-256, in any order). */
  public static InstallManifest of(InstallFacts install, Map<String, String> files) {
    return new InstallManifest(install, new TreeMap<>(files));
  }
}

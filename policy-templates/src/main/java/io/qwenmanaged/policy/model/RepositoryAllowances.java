package io.qwenmanaged.policy.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an administrator allows a repository's own Qwen configuration to add after reviewing it:
 * whole kinds (by the id of a kind of repository configuration, such as {@code hooks}) and exact
 * files (a path inside the repository and the SHA-256 of its reviewed content), each with the
 * reason the administrator gave. Empty allows nothing.
 *
 * @param kinds the allowed kinds' ids, each with its reason, in the plan's order
 * @param files the allowed files
 */
public record RepositoryAllowances(Map<String, String> kinds, List<AllowedFile> files) {

  /** A file allowed as reviewed: {@code path} relative to the repository root, '/'-separated. */
  public record AllowedFile(String path, String sha256, String reason) {}

  public RepositoryAllowances {
    kinds = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(kinds));
    files = List.copyOf(files);
  }

  /** Nothing allowed. */
  public static RepositoryAllowances none() {
    return new RepositoryAllowances(Map.of(), List.of());
  }

  public boolean isEmpty() {
    return kinds.isEmpty() && files.isEmpty();
  }
}

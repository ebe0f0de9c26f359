package io.qwenmanaged.policy.model;

import java.util.List;
import java.util.Optional;

/**
 * What an administrator allows a repository's own Qwen configuration to add after reviewing it:
 * whole kinds (by the id of a kind of repository configuration, such as {@code hooks}) and exact
 * files (a path inside the repository and the SHA-256 of its reviewed content), each with the
 * reason the administrator gave. Empty allows nothing.
 *
 * @param kinds the allowed kinds, in the plan's order
 * @param files the allowed files, in the plan's order
 */
public record RepositoryAllowances(List<AllowedKind> kinds, List<AllowedFile> files) {

  /** A kind allowed, by its id. */
  public record AllowedKind(String kind, String reason) {}

  /** A file allowed as reviewed: {@code path} relative to the repository root, '/'-separated. */
  public record AllowedFile(String path, String sha256, String reason) {}

  public RepositoryAllowances {
    kinds = List.copyOf(kinds);
    files = List.copyOf(files);
  }

  /** Nothing allowed. */
  public static RepositoryAllowances none() {
    return new RepositoryAllowances(List.of(), List.of());
  }

  public boolean isEmpty() {
    return kinds.isEmpty() && files.isEmpty();
  }

  /** The administrator's reason for allowing the kind {@code id}, if it is allowed. */
  public Optional<String> reasonFor(String id) {
    return kinds.stream().filter(k -> k.kind().equals(id)).map(AllowedKind::reason).findFirst();
  }
}

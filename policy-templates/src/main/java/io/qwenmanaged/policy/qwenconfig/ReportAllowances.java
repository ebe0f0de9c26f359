package io.qwenmanaged.policy.qwenconfig;

import io.qwenmanaged.policy.model.RepositoryAllowances;
import java.util.Optional;

/**
 * Which of the plan's allowances for a repository covers an element the managed Qwen ignores: the
 * exact file as reviewed (its SHA-256), or the element's kind; never what could take part in the
 * decision on a memory write.
 */
final class ReportAllowances {

  private ReportAllowances() {}

  /** The reason of the plan's allowance of the file at {@code relative} with this content. */
  static Optional<String> reviewedFile(
      RepositoryAllowances allowances, String relative, Optional<String> sha256) {
    if (sha256.isEmpty()) {
      return Optional.empty();
    }
    return allowances.files().stream()
        .filter(file -> file.path().equals(relative))
        .filter(file -> file.sha256().equalsIgnoreCase(sha256.get()))
        .map(file -> "the reviewed file (" + file.reason() + ")")
        .findFirst();
  }

  /** Which allowance covers an element that may be allowed as {@code allowance}, if any. */
  static Optional<String> of(
      RepositoryAllowances allowances, Allowance allowance, Optional<String> reviewedFile) {
    if (allowance instanceof Allowance.Never) {
      return Optional.empty();
    }
    if (reviewedFile.isPresent()) {
      return reviewedFile;
    }
    if (allowance instanceof Allowance.ByKind byKind) {
      String id = byKind.kind().id();
      return allowances.reasonFor(id).map(why -> "the kind \"" + id + "\" (" + why + ")");
    }
    return Optional.empty();
  }
}

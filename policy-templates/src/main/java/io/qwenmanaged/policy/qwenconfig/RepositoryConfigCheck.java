package io.qwenmanaged.policy.qwenconfig;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.RepositoryAllowances;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a repository's own Qwen configuration adds, judged before Qwen starts in it (the launcher's
 * start checks and {@code qwen-managed doctor}, one implementation): nothing from the repository
 * may run code at a Qwen event, take part in a tool decision, add or replace an MCP server outside
 * Qwen's approval, answer dialogs, read outside the repository or send the environment out — unless
 * the plan allows that kind, or that exact file, for this repository. What can decide on a memory
 * write is never allowed. Harmless configuration (the look of Qwen, the model's name, plain agents
 * and skills, context files inside the repository) passes.
 */
public final class RepositoryConfigCheck {

  /**
   * The outcome: the refused elements (one policy diagnostic each, with file and location) and the
   * ones the plan allows.
   */
  public record Outcome(List<Diagnostic> refused, List<Allowed> allowed) {
    public Outcome {
      refused = List.copyOf(refused);
      allowed = List.copyOf(allowed);
    }
  }

  /** An element the plan allows, and the administrator's reason. */
  public record Allowed(Finding finding, String reason) {

    /** {@code <file>:<location>: <problem>} — what is allowed, for doctor and policy. */
    public String describe() {
      return finding.file() + ":" + finding.pointer() + ": " + finding.problem();
    }
  }

  private RepositoryConfigCheck() {}

  /**
   * Checks the repository at {@code root}, whose Mem0 (or search) credential is the variable {@code
   * credentialEnv}, against what {@code allowances} allows.
   */
  public static Outcome check(Path root, String credentialEnv, RepositoryAllowances allowances) {
    List<Diagnostic> refused = new ArrayList<>();
    List<Allowed> allowed = new ArrayList<>();
    for (RepositoryScan.FileFindings file : RepositoryScan.scan(root, credentialEnv)) {
      Optional<String> fileReason = fileReason(file, allowances);
      for (Finding finding : file.findings()) {
        Optional<String> reason = reason(finding.allowance(), fileReason, allowances);
        if (reason.isPresent()) {
          allowed.add(new Allowed(finding, reason.get()));
        } else {
          refused.add(Diagnostic.policy(finding.file(), finding.pointer(), finding.message()));
        }
      }
    }
    return new Outcome(refused, allowed);
  }

  private static Optional<String> fileReason(
      RepositoryScan.FileFindings file, RepositoryAllowances allowances) {
    if (file.sha256().isEmpty()) {
      return Optional.empty();
    }
    return allowances.files().stream()
        .filter(f -> f.path().equals(file.relative()))
        .filter(f -> f.sha256().equalsIgnoreCase(file.sha256().get()))
        .map(f -> "the reviewed file (" + f.reason() + ")")
        .findFirst();
  }

  private static Optional<String> reason(
      Allowance allowance, Optional<String> fileReason, RepositoryAllowances allowances) {
    if (allowance instanceof Allowance.Never) {
      return Optional.empty();
    }
    if (fileReason.isPresent()) {
      return fileReason;
    }
    if (allowance instanceof Allowance.ByKind byKind) {
      String id = byKind.kind().id();
      return allowances.reasonFor(id).map(why -> "the kind \"" + id + "\" (" + why + ")");
    }
    return Optional.empty();
  }
}

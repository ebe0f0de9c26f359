package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.qwenconfig.Ignored;
import java.util.List;
import java.util.Optional;

/**
 * The result of every start check, in order.
 *
 * @param checks one outcome per check
 * @param ready present exactly when every check passed
 * @param repository the repository the checks were for, once {@code launcher.json} could be read
 * @param repositoryIgnored what the repository's own Qwen configuration adds that the managed Qwen
 *     ignores, each with the plan's allowance of it if there is one
 * @param model the model endpoint {@code launcher.json} governs, once it could be read; empty when
 *     it governs none
 */
public record StartReport(
    List<CheckOutcome> checks,
    Optional<ReadyStart> ready,
    Optional<LauncherConfig.Repository> repository,
    List<Ignored> repositoryIgnored,
    Optional<ModelEndpoint> model) {

  public StartReport {
    checks = List.copyOf(checks);
    repositoryIgnored = List.copyOf(repositoryIgnored);
  }

  /** A report for a repository of a {@code launcher.json} that governs no model. */
  public StartReport(
      List<CheckOutcome> checks,
      Optional<ReadyStart> ready,
      Optional<LauncherConfig.Repository> repository,
      List<Ignored> repositoryIgnored) {
    this(checks, ready, repository, repositoryIgnored, Optional.empty());
  }

  /** A report for a repository, before its own Qwen configuration was looked at. */
  public StartReport(
      List<CheckOutcome> checks,
      Optional<ReadyStart> ready,
      Optional<LauncherConfig.Repository> repository) {
    this(checks, ready, repository, List.of());
  }

  /** A report that chose no repository (launcher.json could not be used). */
  public StartReport(List<CheckOutcome> checks, Optional<ReadyStart> ready) {
    this(checks, ready, Optional.empty());
  }

  /** Every problem of every check, in check order. */
  public List<Diagnostic> problems() {
    return checks.stream().flatMap(check -> check.problems().stream()).toList();
  }
}

package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.qwenconfig.RepositoryConfigCheck;
import java.util.List;
import java.util.Optional;

/**
 * The result of every start check, in order.
 *
 * @param checks one outcome per check
 * @param ready present exactly when every check passed
 * @param repository the repository the checks were for, once {@code launcher.json} could be read
 * @param allowedRepositoryConfig what the repository's own Qwen configuration adds that the plan
 *     allows, with the administrator's reasons
 */
public record StartReport(
    List<CheckOutcome> checks,
    Optional<ReadyStart> ready,
    Optional<LauncherConfig.Repository> repository,
    List<RepositoryConfigCheck.Allowed> allowedRepositoryConfig) {

  public StartReport {
    checks = List.copyOf(checks);
    allowedRepositoryConfig = List.copyOf(allowedRepositoryConfig);
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

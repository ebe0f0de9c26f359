package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import java.util.List;
import java.util.Optional;

/**
 * The result of every start check, in order.
 *
 * @param checks one outcome per check
 * @param ready present exactly when every check passed
 * @param repository the repository the checks were for, once {@code launcher.json} could be read
 */
public record StartReport(
    List<CheckOutcome> checks,
    Optional<ReadyStart> ready,
    Optional<LauncherConfig.Repository> repository) {

  public StartReport {
    checks = List.copyOf(checks);
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

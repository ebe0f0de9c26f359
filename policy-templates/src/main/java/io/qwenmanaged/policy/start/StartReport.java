package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;
import java.util.Optional;

/**
 * The result of every start check, in order.
 *
 * @param checks one outcome per check
 * @param ready present exactly when every check passed
 */
public record StartReport(List<CheckOutcome> checks, Optional<ReadyStart> ready) {

  public StartReport {
    checks = List.copyOf(checks);
  }

  /** Every problem of every check, in check order. */
  public List<Diagnostic> problems() {
    return checks.stream().flatMap(check -> check.problems().stream()).toList();
  }
}

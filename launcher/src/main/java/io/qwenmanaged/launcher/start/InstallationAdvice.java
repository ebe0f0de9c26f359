package io.qwenmanaged.launcher.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.start.CheckOutcome;
import io.qwenmanaged.policy.start.StartChecks;
import io.qwenmanaged.policy.start.StartReport;
import java.util.Optional;

/**
 * The one closing line of a start refused because the installation itself was changed or is
 * insecure: a policy problem (exit 3) found by a check of the kit's files, runtimes, permissions or
 * pins. A problem of the developer's own session (their variables, their repository's working tree,
 * their Qwen directories, their credential) is theirs to fix and gets no such line.
 */
final class InstallationAdvice {

  static final String LINE =
      "Nothing was started: the installation was changed or is insecure; run `qwen-managed"
          + " doctor` and tell your administrator.";

  private InstallationAdvice() {}

  /** The closing line for {@code report}, when one of its problems is the installation's. */
  static Optional<String> line(StartReport report) {
    boolean installation =
        report.checks().stream()
            .filter(check -> !StartChecks.DEVELOPER_SESSION.contains(check.name()))
            .map(CheckOutcome::problems)
            .flatMap(problems -> problems.stream())
            .anyMatch(problem -> problem.kind() == Diagnostic.Kind.POLICY);
    return installation ? Optional.of(LINE) : Optional.empty();
  }
}

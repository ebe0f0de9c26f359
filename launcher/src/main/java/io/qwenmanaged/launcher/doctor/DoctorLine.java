package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;

/**
 * One line of {@code qwen-managed doctor}: a start check, a link of the chain Qwen will run, or
 * something the repository adds to a session.
 *
 * @param status {@link Status#OK}, {@link Status#FAIL} or {@link Status#WARN}
 * @param check what was looked at, e.g. {@code credential}, {@code mcp server}, {@code repository
 *     .env}
 * @param reason one line: what was found (may be empty for a passed start check)
 * @param problems for a {@code FAIL}: one diagnostic per problem (never empty); otherwise empty
 */
public record DoctorLine(Status status, String check, String reason, List<Diagnostic> problems) {

  /** How a line counts: only {@code FAIL} lines decide the exit code. */
  public enum Status {
    /** The check or link holds. */
    OK,
    /** The check or link does not hold; the line carries the problems. */
    FAIL,
    /**
     * Something the repository adds to the session, or something that will soon stop working (a CA
     * certificate about to expire); it never changes the exit code.
     */
    WARN
  }

  public DoctorLine {
    problems = List.copyOf(problems);
    if ((status == Status.FAIL) == problems.isEmpty()) {
      throw new IllegalArgumentException("a FAIL line, and only a FAIL line, carries problems");
    }
  }

  static DoctorLine ok(String check, String reason) {
    return new DoctorLine(Status.OK, check, reason, List.of());
  }

  static DoctorLine fail(String check, String reason, List<Diagnostic> problems) {
    return new DoctorLine(Status.FAIL, check, reason, problems);
  }

  static DoctorLine warn(String check, String reason) {
    return new DoctorLine(Status.WARN, check, reason, List.of());
  }
}

package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;

/**
 * The last guard before a report leaves the doctor: any text a child process wrote that contains
 * the credential has it replaced, so no output can show it whatever the process printed. (The check
 * names are the doctor's own words and are left as they are.)
 */
final class Redaction {

  static final String REDACTED = "<redacted>";

  private Redaction() {}

  static DoctorReport apply(DoctorReport report, String secret) {
    if (secret.isEmpty()) {
      return report;
    }
    List<DoctorLine> lines =
        report.lines().stream()
            .map(
                line ->
                    new DoctorLine(
                        line.status(),
                        line.check(),
                        scrub(line.reason(), secret),
                        line.problems().stream().map(problem -> scrub(problem, secret)).toList()))
            .toList();
    return new DoctorReport(lines, report.repository());
  }

  private static Diagnostic scrub(Diagnostic problem, String secret) {
    return new Diagnostic(
        scrub(problem.file(), secret),
        scrub(problem.pointer(), secret),
        scrub(problem.message(), secret),
        problem.kind());
  }

  private static String scrub(String text, String secret) {
    return text.replace(secret, REDACTED);
  }
}

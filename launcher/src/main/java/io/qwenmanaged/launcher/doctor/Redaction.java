package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.Secret;
import java.util.List;

/**
 * The last guard before a report leaves the doctor: any text a child process wrote that contains
 * the credential has it replaced, so no output can show it whatever the process printed. (The check
 * names are the doctor's own words and are left as they are.) A credential shorter than any real
 * key is not replaced — hiding every {@code x} would mangle the report — but warned about instead.
 */
final class Redaction {

  /** Shorter than any Mem0 or search key; such a value is a placeholder, not a secret. */
  static final int SHORTEST_KEY = 8;

  static final String SHORT =
      "is only %d character%s long, too short to be a real key; set the real one to use the memory";

  private Redaction() {}

  static DoctorReport apply(DoctorReport report, String secret) {
    if (secret.isEmpty()) {
      return report;
    }
    int length = secret.codePointCount(0, secret.length());
    if (length < SHORTEST_KEY) {
      List<DoctorLine> lines = new java.util.ArrayList<>(report.lines());
      lines.add(
          DoctorLine.warn("credential", String.format(SHORT, length, length == 1 ? "" : "s")));
      return report.withLines(lines);
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
    return report.withLines(lines);
  }

  private static Diagnostic scrub(Diagnostic problem, String secret) {
    return new Diagnostic(
        scrub(problem.file(), secret),
        scrub(problem.pointer(), secret),
        scrub(problem.message(), secret),
        problem.kind());
  }

  private static String scrub(String text, String secret) {
    return text.replace(secret, Secret.REDACTED);
  }
}

package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;

/**
 * Everything {@code qwen-managed doctor} found, in the order it is printed: the start checks, then
 * the chain Qwen will run (only when every check passed), then what the repository adds.
 *
 * @param lines one line per check, link or warning
 */
public record DoctorReport(List<DoctorLine> lines) {

  public DoctorReport {
    lines = List.copyOf(lines);
  }

  /**
   * Every problem of every {@code FAIL} line, in line order: empty means exit 0; otherwise their
   * kinds decide between policy (3) and I/O (4). {@code WARN} lines never count.
   */
  public List<Diagnostic> problems() {
    return lines.stream()
        .filter(line -> line.status() == DoctorLine.Status.FAIL)
        .flatMap(line -> line.problems().stream())
        .toList();
  }
}

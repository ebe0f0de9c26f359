package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import java.util.List;
import java.util.Optional;

/**
 * Everything {@code qwen-managed doctor} found, in the order it is printed: the start checks, then
 * the chain Qwen will run (only when every check passed), then what the repository adds.
 *
 * @param lines one line per check, link or warning
 * @param repository the managed repository the report is for, once {@code launcher.json} could be
 *     used and one was chosen
 * @param caCertificates the CA certificates the plan adds to the runtimes' own roots, once every
 *     start check passed (an empty list when the plan names none)
 */
public record DoctorReport(
    List<DoctorLine> lines,
    Optional<LauncherConfig.Repository> repository,
    Optional<List<CaCertificate>> caCertificates) {

  public DoctorReport {
    lines = List.copyOf(lines);
    caCertificates = caCertificates.map(List::copyOf);
  }

  /** A report without the CA certificates (a start check failed). */
  public DoctorReport(List<DoctorLine> lines, Optional<LauncherConfig.Repository> repository) {
    this(lines, repository, Optional.empty());
  }

  /** This report with {@code replaced} as its lines. */
  DoctorReport withLines(List<DoctorLine> replaced) {
    return new DoctorReport(replaced, repository, caCertificates);
  }

  /** A report for no particular repository. */
  public DoctorReport(List<DoctorLine> lines) {
    this(lines, Optional.empty());
  }

  /**
   * Every problem of every {@code FAIL} line, in line order: empty means exit 0; otherwise their
   * kinds decide between policy (3), refused (2) and I/O (4). {@code WARN} lines never count.
   */
  public List<Diagnostic> problems() {
    return lines.stream()
        .filter(line -> line.status() == DoctorLine.Status.FAIL)
        .flatMap(line -> line.problems().stream())
        .toList();
  }
}

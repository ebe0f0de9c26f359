package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.qwenconfig.Ignored;
import io.qwenmanaged.policy.qwenconfig.QwenHomeAdditions;
import io.qwenmanaged.policy.start.StartChecks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code warn} lines about Qwen configuration besides the kit's: each element of the
 * repository's own configuration that the managed Qwen ignores, with why (and, when the plan allows
 * it, the administrator's reason — Qwen ignores it all the same), and the hooks of the developer's
 * own QWEN_HOME, which the managed Qwen ignores too — and one there that can decide on memory
 * writes makes every write fail while it is there (the MCP server's check at each write).
 */
final class ConfigurationLines {

  static final String IGNORED = StartChecks.REPOSITORY_CONFIG + " ignored";
  static final String ALLOWED = StartChecks.REPOSITORY_CONFIG + " allowed";
  static final String STILL_IGNORED = ", but the managed Qwen still ignores it";
  static final String QWEN_HOME = "QWEN_HOME ";
  static final String ADDS_HOOKS =
      "has hooks; the managed Qwen registers only the administrator's, so it ignores them";
  static final String BLOCKS_WRITES =
      "has a hook that can decide on memory writes: every memory write fails while it is there";

  private ConfigurationLines() {}

  static List<DoctorLine> repository(List<Ignored> ignored) {
    List<DoctorLine> lines = new ArrayList<>();
    for (Ignored element : ignored) {
      lines.add(
          element
              .allowedBy()
              .map(
                  by ->
                      DoctorLine.warn(
                          ALLOWED, element.describe() + " — allowed by " + by + STILL_IGNORED))
              .orElseGet(() -> DoctorLine.warn(IGNORED, element.describe())));
    }
    return lines;
  }

  static List<DoctorLine> qwenHome(Path qwenHome) {
    List<DoctorLine> lines = new ArrayList<>();
    for (QwenHomeAdditions.Addition addition : QwenHomeAdditions.of(qwenHome)) {
      String shown = qwenHome.relativize(addition.file()).toString();
      lines.add(
          DoctorLine.warn(
              QWEN_HOME + Printable.line(shown),
              addition.decidesOnMemoryWrites() ? BLOCKS_WRITES : ADDS_HOOKS));
    }
    return lines;
  }
}

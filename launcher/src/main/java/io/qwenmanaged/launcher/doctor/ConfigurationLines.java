package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.qwenconfig.QwenHomeAdditions;
import io.qwenmanaged.policy.qwenconfig.RepositoryConfigCheck;
import io.qwenmanaged.policy.start.StartChecks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code warn} lines about Qwen configuration the kit does not refuse: what the plan allows the
 * repository to add (with the administrator's reason), and what the developer's own QWEN_HOME adds
 * to every session — their choice, except that a hook there that can decide on memory writes makes
 * every write fail.
 */
final class ConfigurationLines {

  static final String ALLOWED = StartChecks.REPOSITORY_CONFIG + " allowed";
  static final String QWEN_HOME = "QWEN_HOME ";
  static final String ADDS_HOOKS = "adds hooks to every session (the developer's own choice)";
  static final String BLOCKS_WRITES =
      "has a hook that can decide on memory writes: every memory write fails while it is there";

  private ConfigurationLines() {}

  static List<DoctorLine> allowed(List<RepositoryConfigCheck.Allowed> allowed) {
    List<DoctorLine> lines = new ArrayList<>();
    for (RepositoryConfigCheck.Allowed element : allowed) {
      lines.add(DoctorLine.warn(ALLOWED, element.describe() + " — allowed by " + element.reason()));
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

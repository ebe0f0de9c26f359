package io.qwenmanaged.tests.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorLimits;
import io.qwenmanaged.launcher.doctor.DoctorLine;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import io.qwenmanaged.policy.Diagnostic;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;

/**
 * A doctor run against a real generated layout, with a stand-in java playing the MCP server and the
 * hook (so each can misbehave) and a stand-in node answering {@code --version}.
 */
abstract class DoctorScenario {

  /**
   * Generous limits: only the tests about a silent process rely on a limit being reached (5 s where
   * the stand-in must first record its pid, so a loaded machine still gets that far).
   */
  static final DoctorLimits PATIENT =
      new DoctorLimits(Duration.ofMinutes(2), Duration.ofMinutes(2), Duration.ofMinutes(2));

  DoctorSite layout;

  @AfterEach
  void removeLayout() {
    if (layout != null) {
      layout.close();
    }
  }

  DoctorReport doctor(DoctorLimits limits) {
    Map<String, String> caller = layout.callerEnvironment();
    return Doctor.run(layout.context(caller), caller, limits);
  }

  /** The JVM's shared layout, its MCP server listing both tools and its hook asking. */
  static DoctorSite healthy() {
    return healthy(DoctorSite.shared(DoctorSite.PINNED_VERSION));
  }

  /**
   * A layout of its own (to tamper with), its MCP server listing both tools and its hook asking.
   */
  static DoctorSite healthyOfItsOwn() {
    return healthy(DoctorSite.create(DoctorSite.PINNED_VERSION));
  }

  private static DoctorSite healthy(DoctorSite site) {
    return site.standInJava(StandIns.mcpWrite(site.base), StandIns.hookAsks(site.base));
  }

  /** Limits with {@code seconds} for the MCP server and two minutes for the others. */
  static DoctorLimits mcpLimit(long seconds) {
    return new DoctorLimits(
        Duration.ofSeconds(seconds), Duration.ofMinutes(2), Duration.ofMinutes(2));
  }

  /** Limits with {@code seconds} for the hook and two minutes for the others. */
  static DoctorLimits hookLimit(long seconds) {
    return new DoctorLimits(
        Duration.ofMinutes(2), Duration.ofSeconds(seconds), Duration.ofMinutes(2));
  }

  /** The one problem of a {@code FAIL} line. */
  static Diagnostic onlyProblem(DoctorLine line) {
    assertEquals(DoctorLine.Status.FAIL, line.status());
    assertEquals(1, line.problems().size(), line.problems()::toString);
    return line.problems().get(0);
  }
}

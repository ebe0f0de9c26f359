package io.qwenmanaged.tests.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.assertNeverShown;
import static io.qwenmanaged.launcher.doctor.DoctorReports.human;
import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import io.qwenmanaged.launcher.doctor.DoctorReports;
import io.qwenmanaged.policy.start.StartChecks;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The doctor proves the chain with the real built {@code mcp-server.jar} and {@code hook.jar}, run
 * by the real java through the generated commands ({@code env -u … java …}, {@code bash -c} with
 * {@code env -i}); node is a stand-in answering {@code --version}. Needs {@code mvn -pl
 * hook,mcp-server package} first.
 */
@Tag("jar")
class DoctorRealJarsTest {

  private DoctorSite layout;

  @AfterEach
  void removeLayout() {
    if (layout != null) {
      layout.close();
    }
  }

  @Test
  void theBuiltServerListsBothToolsAndTheBuiltHookAsks() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION).realJars();
    Map<String, String> caller = layout.callerEnvironment();
    DoctorReport report = Doctor.run(layout.context(caller), caller, DoctorScenario.PATIENT);
    assertEquals(
        Stream.concat(
                StartChecks.NAMES.stream(),
                Stream.of(
                    Doctor.CA_CERTIFICATES, Doctor.MCP_SERVER, Doctor.HOOK, Doctor.QWEN_VERSION))
            .toList(),
        DoctorReports.checks(report));
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals(
        "tools/list answered context_search, context_remember",
        line(report, Doctor.MCP_SERVER).reason());
    assertEquals(
        "answered ask to a sample context_remember request", line(report, Doctor.HOOK).reason());
    assertNeverShown(report, DoctorSite.CANARY);
  }

  @Test
  void theBuiltAutoRecallHookAddsNothingToAPromptFromOutsideTheRepository() {
    layout = DoctorSite.create(DoctorSite.PINNED_VERSION).autoRecall().realJars();
    Map<String, String> caller = layout.callerEnvironment();
    DoctorReport report = Doctor.run(layout.context(caller), caller, DoctorScenario.PATIENT);
    assertEquals(
        Stream.concat(
                StartChecks.NAMES.stream(),
                Stream.of(
                    Doctor.CA_CERTIFICATES,
                    Doctor.MCP_SERVER,
                    Doctor.HOOK,
                    Doctor.RECALL,
                    Doctor.QWEN_VERSION))
            .toList(),
        DoctorReports.checks(report));
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals(
        "answered {} to a sample prompt from outside the repository",
        line(report, Doctor.RECALL).reason());
  }

  @Test
  void theBuiltServerWithoutItsCredentialFailsWithItsOwnStartUpLine() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION).realJars();
    Map<String, String> caller = layout.callerEnvironment();
    caller.put("MEM0_API_KEY", "bad\nkey");
    DoctorReport report = Doctor.run(layout.context(caller), caller, DoctorScenario.PATIENT);
    String message = line(report, Doctor.MCP_SERVER).problems().get(0).message();
    assertTrue(
        message.endsWith(
            "before it answered initialize: [external-context] Configured external context"
                + " credential is unavailable."),
        message);
    assertNeverShown(report, "bad\nkey");
  }
}

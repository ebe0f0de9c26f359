package io.qwenmanaged.tests.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.assertNeverShown;
import static io.qwenmanaged.launcher.doctor.DoctorReports.checks;
import static io.qwenmanaged.launcher.doctor.DoctorReports.human;
import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorLine;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.start.StartChecks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The doctor's whole run: a healthy chain, what each link is given, the pinned Qwen's version, and
 * start checks that fail before anything runs.
 */
@Tag("jar")
class DoctorTest extends DoctorScenario {

  @Test
  void aHealthyChainIsOneOkLinePerCheckAndLinkAndNoProblem() {
    layout = healthy();
    DoctorReport report = doctor(PATIENT);
    assertEquals(
        Stream.concat(
                StartChecks.NAMES.stream(),
                Stream.of(
                    Doctor.CA_CERTIFICATES, Doctor.MCP_SERVER, Doctor.HOOK, Doctor.QWEN_VERSION))
            .toList(),
        checks(report));
    assertTrue(
        report.lines().stream().allMatch(line -> line.status() == DoctorLine.Status.OK),
        () -> human(report));
    assertEquals(List.of(), report.problems());
    assertEquals(
        "tools/list answered context_search, context_remember",
        line(report, Doctor.MCP_SERVER).reason());
    assertEquals("Qwen Code 0.24.4", line(report, Doctor.QWEN_VERSION).reason());
    assertNeverShown(report, DoctorSite.CANARY);
  }

  @Test
  void theMcpServerRunsWithQwensEnvironmentAndItsOwnEnvInItsPinnedDirectory() throws IOException {
    layout = healthy();
    doctor(PATIENT);
    assertEquals(
        layout.workspace.toRealPath().toString(), Files.readString(layout.file("mcp-cwd")).strip());
    List<String> env = Files.readAllLines(layout.file("mcp-env"));
    assertFalse(env.stream().anyMatch(variable -> variable.contains(DoctorSite.CANARY)));
    assertTrue(
        env.stream().anyMatch(v -> v.startsWith(ManagedServer.CREDENTIAL_FILE_ENV + "=/")),
        env::toString);
    assertTrue(
        env.contains(ManagedServer.CONFIG_ENV + "=" + layout.policyFile("external-context.json")));
    assertTrue(env.contains("QWEN_CODE_SAFE_MODE=0"), "the forced value, not the caller's");
    assertTrue(env.contains("PATH=/usr/bin:/bin"), "the pinned PATH, not the caller's");
    assertFalse(env.stream().anyMatch(variable -> variable.startsWith("NODE_OPTIONS=")));
  }

  @Test
  void theHookGetsASampleRememberRequestInTheWorkspace() throws IOException {
    layout = healthy();
    doctor(PATIENT);
    JsonNode request = new ObjectMapper().readTree(layout.file("hook-request.json").toFile());
    assertEquals("PreToolUse", request.get("hook_event_name").textValue());
    assertEquals(ManagedServer.REMEMBER, request.get("tool_name").textValue());
    assertEquals("default", request.get("permission_mode").textValue());
    assertEquals(
        "qwen-managed doctor: a sample memory write (never sent)",
        request.at("/tool_input/content").textValue());
    assertEquals(layout.workspace.toString(), request.get("cwd").textValue());
    assertEquals(
        layout.workspace.toRealPath().toString(),
        Files.readString(layout.file("hook-cwd")).strip());
  }

  @Test
  void aReadOnlyProfileExpectsOnlySearchAndHasNoHookToProve() {
    layout = DoctorSite.create(DoctorSite.PINNED_VERSION).readOnly();
    layout.standInJava(StandIns.mcpListing(layout.base, StandIns.SEARCH), "exit 3");
    DoctorReport report = doctor(PATIENT);
    assertEquals(
        Stream.concat(
                StartChecks.NAMES.stream(),
                Stream.of(Doctor.CA_CERTIFICATES, Doctor.MCP_SERVER, Doctor.QWEN_VERSION))
            .toList(),
        checks(report));
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals("tools/list answered context_search", line(report, Doctor.MCP_SERVER).reason());
  }

  @Test
  void aQwenOfAnotherVersionFails() {
    layout = DoctorSite.shared("0.24.2");
    layout.standInJava(StandIns.mcpWrite(layout.base), StandIns.hookAsks(layout.base));
    DoctorReport report = doctor(PATIENT);
    Diagnostic problem = onlyProblem(line(report, Doctor.QWEN_VERSION));
    assertEquals(
        "launcher.json:/runtimes/qwenVersion: error: the pinned Qwen reports version 0.24.2; the"
            + " policy pins 0.24.4",
        problem.render());
    assertEquals(Diagnostic.Kind.POLICY, problem.kind());
  }

  @Test
  void aFailingStartCheckIsShownAndTheChainIsNotRun() {
    layout = healthy();
    Map<String, String> caller = layout.callerEnvironment();
    caller.remove("MEM0_API_KEY");
    DoctorReport report = Doctor.run(layout.context(caller), caller, PATIENT);
    assertEquals(StartChecks.NAMES, checks(report));
    assertEquals(DoctorLine.Status.OK, line(report, StartChecks.POLICY).status());
    Diagnostic problem = onlyProblem(line(report, StartChecks.CREDENTIAL));
    assertEquals(Diagnostic.Kind.IO, problem.kind());
    assertEquals("1 problem", line(report, StartChecks.CREDENTIAL).reason());
    assertFalse(Files.exists(layout.file("mcp-env")), "the MCP server was not started");
    assertFalse(Files.exists(layout.file("hook-request.json")), "the hook was not run");
    assertFalse(Files.exists(layout.file("node-ran")), "node was not run");
  }

  @Test
  void aTamperedPolicyFileIsAPolicyProblemAndNothingRuns() throws IOException {
    layout = healthyOfItsOwn();
    Path settings = layout.policyFile("system-settings.json");
    Files.writeString(settings, Files.readString(settings).replace("\"ask\"", "\"deny\""));
    DoctorReport report = doctor(PATIENT);
    assertEquals(StartChecks.NAMES, checks(report));
    assertFalse(report.problems().isEmpty());
    assertTrue(
        report.problems().stream().allMatch(p -> p.kind() == Diagnostic.Kind.POLICY),
        () -> human(report));
    assertFalse(Files.exists(layout.file("node-ran")));
  }
}

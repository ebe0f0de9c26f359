package io.qwenmanaged.tests.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.assertNeverShown;
import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorLine;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.ManagedServer;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The MCP server link: exactly the profile's tools, or a clear failure, never a hang. */
@Tag("jar")
class McpServerProofTest extends DoctorScenario {

  @Test
  void anMcpServerListingOtherToolsThanTheProfilesFails() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        StandIns.mcpListing(layout.base, StandIns.SEARCH), StandIns.hookAsks(layout.base));
    DoctorReport report = doctor(PATIENT);
    Diagnostic problem = onlyProblem(line(report, Doctor.MCP_SERVER));
    assertEquals(Diagnostic.Kind.POLICY, problem.kind());
    assertEquals(
        "system-settings.json:/mcpServers/external-context: error: the MCP server lists"
            + " context_search; the mem0-write profile needs exactly context_search,"
            + " context_remember",
        problem.render());
    assertEquals(DoctorLine.Status.OK, line(report, Doctor.HOOK).status());
    assertEquals(List.of(problem), report.problems());
  }

  @Test
  void anMcpServerListingAnExtraToolFails() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        StandIns.mcpListing(
            layout.base, StandIns.SEARCH + "," + StandIns.REMEMBER + ",{\"name\":\"run_shell\"}"),
        StandIns.hookAsks(layout.base));
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.MCP_SERVER));
    assertTrue(
        problem.message().contains("lists context_search, context_remember, run_shell"),
        problem::message);
  }

  @Test
  void anMcpServerThatNeverAnswersIsStoppedAtItsLimit() throws IOException {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(StandIns.silent(layout.base, "mcp-pid"), StandIns.hookAsks(layout.base));
    DoctorReport report = doctor(mcpLimit(5));
    Diagnostic problem = onlyProblem(line(report, Doctor.MCP_SERVER));
    assertEquals(
        "the MCP server did not answer initialize within 5 s; it was stopped", problem.message());
    long pid = Long.parseLong(Files.readString(layout.file("mcp-pid")).strip());
    assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
    assertEquals(DoctorLine.Status.OK, line(report, Doctor.QWEN_VERSION).status());
  }

  @Test
  void anMcpServerFloodingOtherMessagesIsStoppedAtItsLimit() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        "while :; do echo '{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\"}'; done",
        StandIns.hookAsks(layout.base));
    DoctorReport report = doctor(mcpLimit(2));
    assertEquals(
        "the MCP server did not answer initialize within 2 s; it was stopped",
        onlyProblem(line(report, Doctor.MCP_SERVER)).message());
  }

  @Test
  void anMcpServerWritingAnEndlessLineFails() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        "printf '%*s' 100000 '' | tr ' ' x\nexec sleep 600", StandIns.hookAsks(layout.base));
    assertEquals(
        "the MCP server wrote something other than a JSON-RPC message to stdout",
        onlyProblem(line(doctor(PATIENT), Doctor.MCP_SERVER)).message());
  }

  @Test
  void anMcpServerThatExitsShowsItsStartUpLine() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        "echo '[external-context] Configured external context credential is unavailable.' >&2\n"
            + "exit 1",
        StandIns.hookAsks(layout.base));
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.MCP_SERVER));
    assertEquals(
        "the MCP server exited with code 1 before it answered initialize: [external-context]"
            + " Configured external context credential is unavailable.",
        problem.message());
  }

  @Test
  void whatAChildPrintsNeverShowsTheCredential() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        "echo \"the key is $(cat \"$" + ManagedServer.CREDENTIAL_FILE_ENV + "\")\" >&2\nexit 1",
        StandIns.hookAsks(layout.base));
    DoctorReport report = doctor(PATIENT);
    Diagnostic problem = onlyProblem(line(report, Doctor.MCP_SERVER));
    assertTrue(problem.message().endsWith(": the key is <redacted>"), problem::message);
    assertNeverShown(report, DoctorSite.CANARY);
  }

  @Test
  void anMcpServerWritingSomethingOtherThanJsonRpcFails() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        "echo 'Picked up JAVA_TOOL_OPTIONS'\nexec sleep 600", StandIns.hookAsks(layout.base));
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.MCP_SERVER));
    assertEquals(
        "the MCP server wrote something other than a JSON-RPC message to stdout",
        problem.message());
  }

  @Test
  void aReadOnlyProfileRefusesAServerOfferingTheWriteTool() {
    layout = DoctorSite.create(DoctorSite.PINNED_VERSION).readOnly();
    layout.standInJava(StandIns.mcpWrite(layout.base), "exit 3");
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.MCP_SERVER));
    assertTrue(
        problem.message().endsWith("the mem0-read-only profile needs exactly context_search"),
        problem::message);
  }
}

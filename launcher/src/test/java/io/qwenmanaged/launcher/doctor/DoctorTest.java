package io.qwenmanaged.launcher.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.assertNeverShown;
import static io.qwenmanaged.launcher.doctor.DoctorReports.checks;
import static io.qwenmanaged.launcher.doctor.DoctorReports.human;
import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.start.StartChecks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The doctor against a real generated layout, with a stand-in java playing the MCP server and the
 * hook (so each can misbehave) and a stand-in node answering {@code --version}.
 */
class DoctorTest {

  /** Generous limits: only the tests about a silent process rely on a limit being reached. */
  static final DoctorLimits PATIENT =
      new DoctorLimits(Duration.ofMinutes(2), Duration.ofMinutes(2), Duration.ofMinutes(2));

  private DoctorLayout layout;

  @AfterEach
  void removeLayout() {
    if (layout != null) {
      layout.close();
    }
  }

  private DoctorReport doctor(DoctorLimits limits) {
    Map<String, String> caller = layout.callerEnvironment();
    return Doctor.run(layout.context(caller), caller, limits);
  }

  private DoctorLayout healthy() {
    DoctorLayout created = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    return created.standInJava(StandIns.mcpWrite(created.base), StandIns.hookAsks(created.base));
  }

  private static Diagnostic onlyProblem(DoctorLine line) {
    assertEquals(DoctorLine.Status.FAIL, line.status());
    assertEquals(1, line.problems().size(), line.problems()::toString);
    return line.problems().get(0);
  }

  @Test
  void aHealthyChainIsOneOkLinePerCheckAndLinkAndNoProblem() {
    layout = healthy();
    DoctorReport report = doctor(PATIENT);
    assertEquals(
        List.of(
            StartChecks.POLICY,
            StartChecks.CREDENTIAL,
            Doctor.MCP_SERVER,
            Doctor.HOOK,
            Doctor.QWEN_VERSION),
        checks(report));
    assertTrue(
        report.lines().stream().allMatch(line -> line.status() == DoctorLine.Status.OK),
        () -> human(report));
    assertEquals(List.of(), report.problems());
    assertEquals(
        "tools/list answered context_search, context_remember",
        line(report, Doctor.MCP_SERVER).reason());
    assertEquals("Qwen Code 0.24.4", line(report, Doctor.QWEN_VERSION).reason());
    assertNeverShown(report, DoctorLayout.CANARY);
  }

  @Test
  void theMcpServerRunsWithQwensEnvironmentAndItsOwnEnvInItsPinnedDirectory() throws IOException {
    layout = healthy();
    doctor(PATIENT);
    assertEquals(
        layout.workspace.toRealPath().toString(), Files.readString(layout.file("mcp-cwd")).strip());
    List<String> env = Files.readAllLines(layout.file("mcp-env"));
    assertTrue(env.contains("MEM0_API_KEY=" + DoctorLayout.CANARY));
    assertTrue(
        env.contains(
            ManagedServer.CONFIG_ENV + "=" + layout.config.resolve("external-context.json")));
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
    assertEquals(HookProof.SAMPLE_CONTENT, request.at("/tool_input/content").textValue());
    assertEquals(layout.workspace.toString(), request.get("cwd").textValue());
    assertEquals(
        layout.workspace.toRealPath().toString(),
        Files.readString(layout.file("hook-cwd")).strip());
  }

  @Test
  void aReadOnlyProfileExpectsOnlySearchAndHasNoHookToProve() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION).readOnly();
    layout.standInJava(StandIns.mcpListing(layout.base, StandIns.SEARCH), "exit 3");
    DoctorReport report = doctor(PATIENT);
    assertEquals(
        List.of(StartChecks.POLICY, StartChecks.CREDENTIAL, Doctor.MCP_SERVER, Doctor.QWEN_VERSION),
        checks(report));
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals("tools/list answered context_search", line(report, Doctor.MCP_SERVER).reason());
  }

  @Test
  void aReadOnlyProfileRefusesAServerOfferingTheWriteTool() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION).readOnly();
    layout.standInJava(StandIns.mcpWrite(layout.base), "exit 3");
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.MCP_SERVER));
    assertTrue(
        problem.message().endsWith("the mem0-read-only profile needs exactly context_search"),
        problem::message);
  }

  @Test
  void anMcpServerListingOtherToolsThanTheProfilesFails() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
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
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
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
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(StandIns.silent(layout.base, "mcp-pid"), StandIns.hookAsks(layout.base));
    DoctorReport report =
        doctor(
            new DoctorLimits(Duration.ofSeconds(2), Duration.ofMinutes(2), Duration.ofMinutes(2)));
    Diagnostic problem = onlyProblem(line(report, Doctor.MCP_SERVER));
    assertEquals(
        "the MCP server did not answer initialize within 2 s; it was stopped", problem.message());
    long pid = Long.parseLong(Files.readString(layout.file("mcp-pid")).strip());
    assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
    assertEquals(DoctorLine.Status.OK, line(report, Doctor.QWEN_VERSION).status());
  }

  @Test
  void anMcpServerFloodingOtherMessagesIsStoppedAtItsLimit() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(
        "while :; do echo '{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\"}'; done",
        StandIns.hookAsks(layout.base));
    DoctorReport report =
        doctor(
            new DoctorLimits(Duration.ofSeconds(2), Duration.ofMinutes(2), Duration.ofMinutes(2)));
    assertEquals(
        "the MCP server did not answer initialize within 2 s; it was stopped",
        onlyProblem(line(report, Doctor.MCP_SERVER)).message());
  }

  @Test
  void anMcpServerWritingAnEndlessLineFails() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(
        "printf '%*s' 100000 '' | tr ' ' x\nexec sleep 600", StandIns.hookAsks(layout.base));
    assertEquals(
        "the MCP server wrote something other than a JSON-RPC message to stdout",
        onlyProblem(line(doctor(PATIENT), Doctor.MCP_SERVER)).message());
  }

  @Test
  void anMcpServerThatExitsShowsItsStartUpLine() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
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
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(
        "echo \"the key is $MEM0_API_KEY\" >&2\nexit 1", StandIns.hookAsks(layout.base));
    DoctorReport report = doctor(PATIENT);
    Diagnostic problem = onlyProblem(line(report, Doctor.MCP_SERVER));
    assertTrue(problem.message().endsWith(": the key is <redacted>"), problem::message);
    assertNeverShown(report, DoctorLayout.CANARY);
  }

  @Test
  void anMcpServerWritingSomethingOtherThanJsonRpcFails() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(
        "echo 'Picked up JAVA_TOOL_OPTIONS'\nexec sleep 600", StandIns.hookAsks(layout.base));
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.MCP_SERVER));
    assertEquals(
        "the MCP server wrote something other than a JSON-RPC message to stdout",
        problem.message());
  }

  @Test
  void aHookThatDeniesFails() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(
        StandIns.mcpWrite(layout.base),
        StandIns.hookAnswering(layout.base, StandIns.decision("deny")));
    DoctorReport report = doctor(PATIENT);
    Diagnostic problem = onlyProblem(line(report, Doctor.HOOK));
    assertEquals(
        "system-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: the hook answered deny"
            + " to a sample write; it must ask",
        problem.render());
    assertEquals(Diagnostic.Kind.POLICY, problem.kind());
    assertEquals(DoctorLine.Status.OK, line(report, Doctor.MCP_SERVER).status());
  }

  @Test
  void aHookThatAnswersGarbageFails() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(
        StandIns.mcpWrite(layout.base), StandIns.hookAnswering(layout.base, "Picked up {"));
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.HOOK));
    assertEquals(
        "the hook did not answer with one JSON object (Qwen would let the write through"
            + " unconfirmed)",
        problem.message());
  }

  @Test
  void aHookThatExitsWithAnErrorFails() {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(StandIns.mcpWrite(layout.base), "echo 'Error: no jar' >&2\nexit 1");
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.HOOK));
    assertEquals(
        "the hook exited with code 1 (Qwen would let the write through unconfirmed): Error: no"
            + " jar",
        problem.message());
  }

  @Test
  void aHookThatNeverAnswersIsStoppedAtItsLimit() throws IOException {
    layout = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    layout.standInJava(StandIns.mcpWrite(layout.base), StandIns.silent(layout.base, "hook-pid"));
    DoctorReport report =
        doctor(
            new DoctorLimits(Duration.ofMinutes(2), Duration.ofSeconds(2), Duration.ofMinutes(2)));
    Diagnostic problem = onlyProblem(line(report, Doctor.HOOK));
    assertEquals(
        "the hook did not answer within 2 s; it was stopped (Qwen would let the write through"
            + " unconfirmed)",
        problem.message());
    long pid = Long.parseLong(Files.readString(layout.file("hook-pid")).strip());
    assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
  }

  @Test
  void aQwenOfAnotherVersionFails() {
    layout = DoctorLayout.create("0.24.2");
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
    assertEquals(List.of(StartChecks.POLICY, StartChecks.CREDENTIAL), checks(report));
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
    layout = healthy();
    Path settings = layout.config.resolve("system-settings.json");
    Files.writeString(settings, Files.readString(settings).replace("\"ask\"", "\"deny\""));
    DoctorReport report = doctor(PATIENT);
    assertEquals(List.of(StartChecks.POLICY), checks(report));
    assertFalse(report.problems().isEmpty());
    assertTrue(
        report.problems().stream().allMatch(p -> p.kind() == Diagnostic.Kind.POLICY),
        () -> human(report));
    assertFalse(Files.exists(layout.file("node-ran")));
  }
}

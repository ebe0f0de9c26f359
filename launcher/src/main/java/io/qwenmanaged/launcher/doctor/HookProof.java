package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.process.ChildProcesses;
import io.qwenmanaged.policy.process.ProgramRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs the pinned confirmation hook the way Qwen runs a command hook — {@code bash -c <command>}
 * (PowerShell's {@code -Command} for a {@code powershell} hook), Qwen's environment plus the
 * project-directory variables Qwen adds, the workspace as working directory — with a sample
 * PreToolUse request for {@code context_remember} on stdin, and expects the decision {@code ask}.
 */
final class HookProof {

  /** The content of the sample request. */
  static final String SAMPLE_CONTENT = "qwen-managed doctor: a sample memory write (never sent)";

  /** One JSON value and nothing after it, as {@code JSON.parse} reads it. */
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

  /** Why a broken hook matters: Qwen does not block a tool whose hook fails. */
  private static final String LETS_THROUGH = " (Qwen would let the write through unconfirmed)";

  private HookProof() {}

  static DoctorLine run(
      Optional<ChainSettings.Hook> pinned,
      Map<String, String> childEnv,
      Path workspace,
      Duration limit) {
    if (pinned.isEmpty()) {
      return fail("the confirmation hook is not pinned");
    }
    ChainSettings.Hook hook = pinned.get();
    Map<String, String> env = new LinkedHashMap<>(childEnv);
    for (String name : List.of("GEMINI_PROJECT_DIR", "CLAUDE_PROJECT_DIR", "QWEN_PROJECT_DIR")) {
      env.put(name, workspace.toString());
    }
    env.putAll(hook.env());
    if (!Files.isDirectory(workspace)) {
      return DoctorLine.fail(
          Doctor.HOOK,
          "cannot start",
          List.of(Diagnostic.io(workspace.toString(), "the workspace does not exist")));
    }
    String shell = hook.powershell() ? "powershell" : "bash";
    Optional<String> program = ChildProcesses.resolve(shell, env);
    if (program.isEmpty()) {
      return fail(shell + " is not found on the pinned PATH" + LETS_THROUGH);
    }
    String flag = hook.powershell() ? "-Command" : "-c";
    ProgramRun.Outcome outcome =
        ProgramRun.run(
            List.of(program.get(), flag, hook.command()),
            env,
            workspace,
            request(workspace),
            limit);
    return judge(outcome, limit);
  }

  private static DoctorLine judge(ProgramRun.Outcome outcome, Duration limit) {
    if (outcome instanceof ProgramRun.NotStarted notStarted) {
      return fail("the hook's shell cannot be started: " + notStarted.reason() + LETS_THROUGH);
    }
    if (outcome instanceof ProgramRun.TimedOut) {
      return fail(
          "the hook did not answer within "
              + limit.toSeconds()
              + " s; it was stopped"
              + LETS_THROUGH);
    }
    ProgramRun.Exited exited = (ProgramRun.Exited) outcome;
    if (exited.code() != 0) {
      String stderr = Printable.line(exited.stderrLine());
      return fail(
          "the hook exited with code "
              + exited.code()
              + (exited.code() == 2 ? " (it blocked the write)" : LETS_THROUGH)
              + (stderr.isEmpty() ? "" : ": " + stderr));
    }
    JsonNode answer;
    try {
      answer = JSON.readTree(exited.stdout());
    } catch (IOException e) {
      answer = null;
    }
    if (answer == null || !answer.isObject()) {
      return fail("the hook did not answer with one JSON object" + LETS_THROUGH);
    }
    JsonNode decision = answer.path("hookSpecificOutput").path("permissionDecision");
    if (!"ask".equals(decision.textValue())) {
      return fail(
          "the hook answered "
              + (decision.isTextual() ? Printable.line(decision.textValue()) : "no decision")
              + " to a sample write; it must ask");
    }
    return DoctorLine.ok(Doctor.HOOK, "answered ask to a sample context_remember request");
  }

  /** The request Qwen writes for a {@code context_remember} call in the default mode. */
  private static byte[] request(Path workspace) {
    ObjectNode request =
        JSON.createObjectNode()
            .put("session_id", "qwen-managed-doctor")
            .put("transcript_path", "")
            .put("cwd", workspace.toString())
            .put("hook_event_name", "PreToolUse")
            .put("timestamp", "1970-01-01T00:00:00.000Z")
            .put("permission_mode", "default")
            .put("tool_name", ManagedServer.REMEMBER);
    request.putObject("tool_input").put("content", SAMPLE_CONTENT);
    request.put("tool_use_id", "qwen-managed-doctor");
    return (request + "\n").getBytes(StandardCharsets.UTF_8);
  }

  private static DoctorLine fail(String message) {
    return DoctorLine.fail(
        Doctor.HOOK,
        "the confirmation hook does not work as pinned",
        List.of(Diagnostic.policy(KitFiles.SYSTEM_SETTINGS, ChainSettings.HOOK_POINTER, message)));
  }
}

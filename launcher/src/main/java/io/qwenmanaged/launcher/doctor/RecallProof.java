package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.process.ChildProcesses;
import io.qwenmanaged.policy.process.ProgramRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs the pinned auto-recall hook the way Qwen runs a command hook, with a sample prompt whose
 * working directory is outside the repository, and expects {@code {}}: the hook started, read its
 * input and its configuration and applied the working-directory rule, without contacting the
 * provider (a sample search would send a query to the repository's memory).
 */
final class RecallProof {

  /** The sample prompt; never sent anywhere. */
  static final String SAMPLE_PROMPT = "qwen-managed doctor: a sample prompt (never searched)";

  static final String POINTER = "/hooks/" + ManagedServer.RECALL_EVENT + "/0/hooks/0/command";

  private static final ObjectMapper JSON = new ObjectMapper();

  private RecallProof() {}

  static DoctorLine run(
      Optional<ChainSettings.Hook> pinned,
      Map<String, String> childEnv,
      Path workspace,
      Duration limit) {
    if (pinned.isEmpty()) {
      return fail("the auto-recall hook is not pinned");
    }
    ChainSettings.Hook hook = pinned.get();
    String shell = hook.powershell() ? "powershell" : "bash";
    Optional<String> program = ChildProcesses.resolve(shell, childEnv);
    if (program.isEmpty()) {
      return fail(shell + " is not found on the pinned PATH");
    }
    ProgramRun.Outcome outcome =
        ProgramRun.run(
            List.of(program.get(), hook.powershell() ? "-Command" : "-c", hook.command()),
            childEnv,
            workspace,
            sample(workspace),
            limit);
    if (outcome instanceof ProgramRun.NotStarted notStarted) {
      return fail("the hook's shell cannot be started: " + notStarted.reason());
    }
    if (outcome instanceof ProgramRun.TimedOut) {
      return fail("the hook did not answer within " + limit.toSeconds() + " s; it was stopped");
    }
    ProgramRun.Exited exited = (ProgramRun.Exited) outcome;
    String stderr = Printable.line(exited.stderrLine());
    if (exited.code() != 0 || !exited.stdout().strip().equals("{}") || !stderr.isEmpty()) {
      return fail(
          "the hook exited with code "
              + exited.code()
              + " and did not answer {} alone to a sample prompt from outside the repository"
              + (stderr.isEmpty() ? "" : ": " + stderr));
    }
    return DoctorLine.ok(
        Doctor.RECALL, "answered {} to a sample prompt from outside the repository");
  }

  /** A prompt submission from the root of the file system, which no repository can be. */
  private static byte[] sample(Path workspace) {
    Path outside = workspace.toAbsolutePath().getRoot();
    ObjectNode input =
        JSON.createObjectNode()
            .put("session_id", "qwen-managed-doctor")
            .put("transcript_path", "")
            .put("cwd", outside.toString())
            .put("hook_event_name", ManagedServer.RECALL_EVENT)
            .put("timestamp", "1970-01-01T00:00:00.000Z")
            .put("submitted_prompt", SAMPLE_PROMPT);
    return (input + "\n").getBytes(StandardCharsets.UTF_8);
  }

  private static DoctorLine fail(String message) {
    return DoctorLine.fail(
        Doctor.RECALL,
        "the auto-recall hook does not work as pinned",
        List.of(Diagnostic.policy(KitFiles.SYSTEM_SETTINGS, POINTER, message)));
  }
}

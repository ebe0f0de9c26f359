package io.qwenmanaged.policy.start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The governed model's key is read like the Mem0 key — from the caller's variable or a private file
 * — and a missing one refuses the start with the same kind of problem, in its own check.
 */
@Tag("unit")
class ModelCredentialChecksTest {

  private static final String KEY_FILE = "/home/alice/.config/qwen-managed/model.key";
  private static final Map<String, String> MEM0 = Map.of("MEM0_API_KEY", "m0-key");

  private static FakeFileFacts installed(String credential) {
    return Layouts.posix(
        Layouts.SYSTEM,
        "root",
        plan ->
            plan.replace(
                "\"extraQwenFlags\": []",
                "\"extraQwenFlags\": [], \"model\": {\"baseUrl\": \"https://llm.example.com/v1\","
                    + " \"models\": [\"qwen3-coder-plus\"], \"credential\": "
                    + credential
                    + "}"));
  }

  private static StartReport run(FakeFileFacts fs, Map<String, String> environment) {
    return StartChecks.run(Layouts.posixContext(environment), fs);
  }

  private static CheckOutcome modelCheck(StartReport report) {
    return report.checks().stream()
        .filter(check -> check.name().equals(StartChecks.MODEL_ENDPOINT))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void theKeyComesFromTheNamedVariable() {
    StartReport report =
        run(
            installed("{\"env\": \"LLM_KEY\"}"),
            Map.of("MEM0_API_KEY", "m0-key", "LLM_KEY", "model-key"));
    assertEquals(List.of(), report.problems());
    ReadyStart ready = report.ready().orElseThrow();
    assertEquals("model-key", ready.modelCredential().orElseThrow().reveal());
    assertEquals("m0-key", ready.credential().reveal());
    assertEquals(
        "https://llm.example.com/v1 (models: qwen3-coder-plus)",
        report.model().orElseThrow().describe());
  }

  @Test
  void theKeyComesFromAPrivateFile() {
    FakeFileFacts fs =
        installed("{\"file\": \"${HOME}/.config/qwen-managed/model.key\"}")
            .file(KEY_FILE, "model-key\n")
            .owner(KEY_FILE, "alice")
            .mode(KEY_FILE, 0600);
    ReadyStart ready = run(fs, MEM0).ready().orElseThrow();
    assertEquals("model-key", ready.modelCredential().orElseThrow().reveal());
  }

  @Test
  void aMissingVariableRefusesTheStartAsAnEnvironmentProblemOfTheModelCheck() {
    StartReport report = run(installed("{\"env\": \"LLM_KEY\"}"), MEM0);
    assertTrue(report.ready().isEmpty());
    assertEquals(List.of(Diagnostic.io("$LLM_KEY", "is not set or empty")), report.problems());
    assertEquals(report.problems(), modelCheck(report).problems());
  }

  @Test
  void aMissingFileNamesItsPlaceInLauncherJson() {
    StartReport report =
        run(installed("{\"file\": \"${HOME}/.config/qwen-managed/model.key\"}"), MEM0);
    assertEquals(
        List.of(Diagnostic.io(KEY_FILE, "does not exist (launcher.json's /model/credential/file)")),
        report.problems());
  }

  @Test
  void aFileOthersMayReadIsRefused() {
    FakeFileFacts fs =
        installed("{\"file\": \"${HOME}/.config/qwen-managed/model.key\"}")
            .file(KEY_FILE, "model-key")
            .owner(KEY_FILE, "alice")
            .mode(KEY_FILE, 0644);
    assertEquals(
        List.of(
            Diagnostic.io(
                KEY_FILE,
                "can be read or written by its group or others (mode 0644); only its owner may"
                    + " use it")),
        run(fs, MEM0).problems());
  }

  @Test
  void withoutAGovernedModelTheCheckPassesAndNoModelKeyIsRead() {
    StartReport report = run(Layouts.posix(Layouts.SYSTEM, "root"), MEM0);
    assertTrue(modelCheck(report).ok());
    assertEquals(Optional.empty(), report.ready().orElseThrow().modelCredential());
    assertEquals(Optional.empty(), report.model());
  }
}

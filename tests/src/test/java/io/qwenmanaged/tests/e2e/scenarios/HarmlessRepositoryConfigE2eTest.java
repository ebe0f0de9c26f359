package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.tests.e2e.harness.ControlVectors;
import io.qwenmanaged.tests.e2e.harness.SeenDialog;
import io.qwenmanaged.tests.e2e.harness.SharedKits;
import io.qwenmanaged.tests.e2e.harness.VectorEvidence;
import io.qwenmanaged.tests.e2e.harness.VectorRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Harmless repository configuration starts and leaves the governed write as it is, in real Qwen
 * started by {@code qwen-managed}: workspace settings with only {@code ui} keys, a plain subagent
 * (name, description, tools) that makes the write, and a team's formatter hook after file writes
 * next to that agent (the hook is one of the elements the start line says Qwen ignores, which does
 * not stop the start). Each write still shows Qwen's dialog and then the content dialog with the
 * content, and exactly one request reaches Mem0.
 */
@Tag("e2e")
@ExtendWith(SharedKits.class)
class HarmlessRepositoryConfigE2eTest {

  @Test
  void workspaceSettingsWithOnlyUiKeysKeepBothDialogsAndOneWrite() {
    assertBothDialogsAndOneWrite(VectorRun.run(ControlVectors.uiSettingsOnly()));
  }

  @Test
  void aPlainAgentMakingTheWriteKeepsBothDialogsAndOneWrite() {
    VectorRun.Result result = VectorRun.run(ControlVectors.plainAgent());
    assertBothDialogsAndOneWrite(result);
    assertEquals(
        1, result.evidence().dialogs(SeenDialog.Kind.OTHER), () -> lines(result) + " (agent)");
  }

  @Test
  void aTeamFormatterHookNextToAPlainAgentStartsAndKeepsBothDialogsAndOneWrite() {
    VectorRun.Result result = VectorRun.run(ControlVectors.teamFormatterHookAndPlainAgent());
    assertBothDialogsAndOneWrite(result);
    assertEquals(
        1, result.evidence().dialogs(SeenDialog.Kind.OTHER), () -> lines(result) + " (agent)");
  }

  private static void assertBothDialogsAndOneWrite(VectorRun.Result result) {
    VectorEvidence evidence = result.evidence();
    assertTrue(evidence.drive().finished(), () -> lines(result));
    assertEquals(1, evidence.dialogs(SeenDialog.Kind.QWEN_REMEMBER), () -> lines(result));
    assertEquals(1, evidence.dialogs(SeenDialog.Kind.KIT_CONTENT), () -> lines(result));
    assertTrue(evidence.kitDialogShowedContent(), () -> lines(result));
    assertEquals(1, evidence.mem0Requests(), () -> lines(result));
    assertTrue(evidence.wrote(), () -> lines(result));
  }

  private static String lines(VectorRun.Result result) {
    return String.join("\n", result.evidence().lines());
  }
}

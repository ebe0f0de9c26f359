package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.tests.e2e.harness.MemoryWrites;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.ToolCallPlan;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Approval modes entered during the session with Shift+Tab (default → auto-edit → auto → YOLO): the
 * hook's content dialog still appears in auto-edit and in YOLO, and approving it sends one request.
 */
@Tag("e2e")
class ApprovalModesE2eTest {

  private static String content(String nonce) {
    return "Release checklist " + nonce + ": tag, build, publish";
  }

  @Test
  void autoEditModeStillShowsTheContentDialog() {
    try (QwenSession qwen = QwenSession.start(Scenario.write("auto-edit-mode"))) {
      qwen.shiftTabTo(QwenScreens.FOOTER_AUTO_EDIT, "auto-edit");
      String prompt = "Remember the checklist " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.rememberDirectly(content(qwen.nonce())));
      qwen.submit(prompt);

      qwen.awaitDialog("qwen-dialog", QwenScreens.QWEN_MCP_DIALOG);
      qwen.press("Enter");
      String hookDialog = qwen.awaitDialog("hook-dialog", QwenScreens.HOOK_DIALOG_TITLE);
      assertTrue(hookDialog.contains(QwenScreens.HOOK_QUESTION), hookDialog);
      assertEquals(List.of(), qwen.mem0().calls());
      qwen.press("Enter");

      qwen.awaitText("model-answered", qwen.model().script().afterToolResult());
      MemoryWrites.assertExactlyOneAdd(qwen, content(qwen.nonce()));
      MemoryWrites.assertModelToldAccepted(qwen);
    }
  }

  @Test
  void yoloEnteredInSessionSkipsQwensDialogButStillShowsTheContentDialog() {
    try (QwenSession qwen = QwenSession.start(Scenario.write("yolo-mode").withYoloOffered())) {
      qwen.shiftTabTo(QwenScreens.FOOTER_AUTO_EDIT, "auto-edit");
      qwen.shiftTabTo(QwenScreens.FOOTER_AUTO, "auto");
      qwen.shiftTabTo(QwenScreens.FOOTER_YOLO, "yolo");
      String prompt = "Remember the checklist " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.rememberViaBridge(content(qwen.nonce())));
      qwen.submit(prompt);

      // No key is pressed before the content dialog: Qwen's own dialog would wait for one.
      String hookDialog = qwen.awaitDialog("hook-dialog", QwenScreens.HOOK_DIALOG_TITLE);
      assertTrue(hookDialog.contains(QwenScreens.HOOK_QUESTION), hookDialog);
      assertTrue(hookDialog.contains("\"" + content(qwen.nonce()) + "\""), hookDialog);
      assertFalse(hookDialog.contains(QwenScreens.QWEN_MCP_DIALOG), hookDialog);
      assertEquals(List.of(), qwen.mem0().calls());
      qwen.press("Enter");

      qwen.awaitText("model-answered", qwen.model().script().afterToolResult());
      MemoryWrites.assertExactlyOneAdd(qwen, content(qwen.nonce()));
      MemoryWrites.assertModelToldAccepted(qwen);
    }
  }
}

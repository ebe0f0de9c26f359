package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whole governed write in default mode, for scenarios that change the surroundings rather than
 * the flow: the model asks to remember {@code content}; Qwen's own dialog comes first (without the
 * hook's question) and is approved; the content dialog shows the content quoted and is approved;
 * exactly one Mem0 add carries it, and the model is told {@code accepted}.
 */
public final class ApprovedWrite {

  private ApprovedWrite() {}

  /** Runs the flow; returns Qwen's dialog screen for the scenario's own checks. */
  public static String run(QwenSession qwen, String prompt, String content) {
    String qwenDialog = approve(qwen, prompt, content);
    MemoryWrites.assertExactlyOneAdd(qwen, content);
    MemoryWrites.assertModelToldAccepted(qwen);
    return qwenDialog;
  }

  /**
   * The flow up to the model's answer to the tool result, without the checks of what reached Mem0
   * (for scenarios whose session is not the only one of their fake Mem0); returns Qwen's dialog
   * screen.
   */
  public static String approve(QwenSession qwen, String prompt, String content) {
    qwen.model().script().on(prompt, ToolCallPlan.rememberViaBridge(content));
    qwen.submit(prompt);

    String qwenDialog = qwen.awaitDialog("qwen-dialog", QwenScreens.QWEN_MCP_DIALOG);
    assertFalse(qwenDialog.contains(QwenScreens.HOOK_QUESTION), qwenDialog);
    qwen.press("Enter");
    String hookDialog = qwen.awaitDialog("hook-dialog", QwenScreens.HOOK_DIALOG_TITLE);
    assertTrue(hookDialog.contains("\"" + content + "\""), hookDialog);
    qwen.press("Enter");

    qwen.awaitText("model-answered", qwen.model().script().afterToolResult());
    return qwenDialog;
  }
}

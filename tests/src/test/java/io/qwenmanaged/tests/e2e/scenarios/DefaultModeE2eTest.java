package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.tests.e2e.harness.MemoryWrites;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.SharedKits;
import io.qwenmanaged.tests.e2e.harness.ToolCallPlan;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Default approval mode with the write profile: Qwen's own MCP permission dialog comes first, then
 * the hook's dialog with the escaped content. Approving both sends exactly one Mem0 add request;
 * rejecting the content dialog sends none.
 */
@Tag("e2e")
@ExtendWith(SharedKits.class)
class DefaultModeE2eTest {

  /**
   * Leading and trailing spaces, a newline, an emoji, Markdown, an HTML-like tag, a link target.
   */
  private static String content(String nonce) {
    return "  Use **bold** `code` <u>under</u> [docs](https://docs.example.invalid/run) \uD83D\uDE80 "
        + nonce
        + "\nnext line  ";
  }

  /** The hook's escaped form of {@link #content}, as it must appear literally on screen. */
  private static String escaped(String nonce) {
    return "\"  Use **bold** `code` <u>under</u> [docs](https://docs.example.invalid/run) \uD83D\uDE80 "
        + nonce
        + "\\nnext line  \"";
  }

  @Test
  void asksTwiceAndSendsTheExactContentOnceAndTheModelSeesAccepted() {
    try (QwenSession qwen = QwenSession.start(Scenario.write("default-mode-approve"))) {
      qwen.awaitText("default-mode", QwenScreens.FOOTER_DEFAULT);
      String prompt = "Remember the deploy note " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.rememberViaBridge(content(qwen.nonce())));
      qwen.submit(prompt);

      String qwenDialog = qwen.awaitDialog("qwen-dialog", QwenScreens.QWEN_MCP_DIALOG);
      assertFalse(qwenDialog.contains(QwenScreens.HOOK_QUESTION));
      assertTrue(qwenDialog.contains(QwenScreens.ALLOW_ONCE));
      qwen.press("Enter");

      String hookDialog = qwen.awaitDialog("hook-dialog", QwenScreens.HOOK_DIALOG_TITLE);
      assertTrue(hookDialog.contains(QwenScreens.HOOK_QUESTION), hookDialog);
      assertTrue(hookDialog.contains(escaped(qwen.nonce())), hookDialog);
      assertFalse(hookDialog.contains(QwenScreens.QWEN_MCP_DIALOG));
      assertEquals(
          List.of(), qwen.mem0().calls(), "nothing is sent before the content is approved");
      qwen.press("Enter");

      qwen.awaitText("model-answered", qwen.model().script().afterToolResult());
      MemoryWrites.assertExactlyOneAdd(qwen, content(qwen.nonce()));
      MemoryWrites.assertModelToldAccepted(qwen);
    }
  }

  @Test
  void rejectingTheContentDialogSendsNoRequest() {
    try (QwenSession qwen = QwenSession.start(Scenario.write("default-mode-reject"))) {
      String prompt = "Remember the release note " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.rememberViaBridge(content(qwen.nonce())));
      qwen.submit(prompt);
      qwen.awaitDialog("qwen-dialog", QwenScreens.QWEN_MCP_DIALOG);
      qwen.press("Enter");
      qwen.awaitDialog("hook-dialog", QwenScreens.HOOK_DIALOG_TITLE);

      qwen.rejectDialog();
      MemoryWrites.assertNothingSent(qwen);
      assertEquals(0, qwen.model().toolResults().size());
    }
  }
}

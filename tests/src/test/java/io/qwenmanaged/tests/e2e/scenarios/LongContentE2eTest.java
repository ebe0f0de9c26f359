package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.tests.e2e.harness.MemoryWrites;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.ToolCallPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A 140-line content does not fit the content dialog: it shows the head with a hidden-line count,
 * and Ctrl-S reveals the tail before the user decides. The hook escapes newlines, so the content is
 * one logical line; double-width CJK lines make it wrap to far more rows than the dialog shows.
 */
@Tag("e2e")
class LongContentE2eTest {

  private static final Pattern HIDDEN =
      Pattern.compile("\\.\\.\\. last (\\d+) lines hidden \\.\\.\\.");
  private static final String CJK = "记忆内容测试文本";

  /**
   * 139 numbered CJK lines and a last line carrying the nonce: 140 lines, under 4000 code points.
   */
  private static String content(String nonce) {
    List<String> lines = new ArrayList<>();
    for (int line = 1; line < 140; line++) {
      lines.add(String.format("%03d", line) + CJK.repeat(3));
    }
    lines.add(tail(nonce) + "尾部标记".repeat(5));
    return String.join("\n", lines);
  }

  private static String tail(String nonce) {
    return "END" + nonce;
  }

  @Test
  void showsTheHeadWithAHiddenLineCountAndCtrlSRevealsTheTailBeforeApproval() {
    try (QwenSession qwen = QwenSession.start(Scenario.write("long-content"))) {
      String prompt = "Remember the long note " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.rememberViaBridge(content(qwen.nonce())));
      qwen.submit(prompt);
      qwen.awaitDialog("qwen-dialog", QwenScreens.QWEN_MCP_DIALOG);
      qwen.press("Enter");

      String head = qwen.awaitDialog("hook-dialog-head", QwenScreens.SHOW_MORE);
      assertTrue(head.contains(QwenScreens.HOOK_QUESTION), head);
      assertTrue(head.contains("\"001" + CJK), head);
      Matcher hidden = HIDDEN.matcher(head);
      assertTrue(hidden.find() && Integer.parseInt(hidden.group(1)) > 0, head);
      assertFalse(head.contains(tail(qwen.nonce())), head);
      assertTrue(qwen.mem0().calls().isEmpty());

      qwen.press("C-s");
      String expanded = qwen.awaitDialog("hook-dialog-tail", tail(qwen.nonce()));
      assertTrue(expanded.contains(QwenScreens.HOOK_DIALOG_TITLE), expanded);
      assertFalse(HIDDEN.matcher(expanded).find(), expanded);
      assertTrue(qwen.mem0().calls().isEmpty());
      qwen.press("Enter");

      qwen.awaitText("model-answered", qwen.model().script().afterToolResult());
      MemoryWrites.assertExactlyOneAdd(qwen, content(qwen.nonce()));
      MemoryWrites.assertModelToldAccepted(qwen);
    }
  }
}

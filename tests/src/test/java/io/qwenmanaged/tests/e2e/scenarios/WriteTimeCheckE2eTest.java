package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.e2e.harness.ApprovedWrite;
import io.qwenmanaged.tests.e2e.harness.MemoryWrites;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.TestPlan;
import io.qwenmanaged.tests.e2e.harness.ToolCallPlan;
import io.qwenmanaged.tests.e2e.harness.VectorFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A hook that could decide on memory writes appearing during a session, after the start check
 * passed — an agent file in the repository (written by the model in auto-edit mode, or a build
 * step; here by the test), or a hook in the developer's QWEN_HOME settings — makes the next write
 * fail: the developer still sees and approves both dialogs, but the MCP server sends nothing to
 * Mem0 and tells the model why, with the documented {@code failed} result. Once the file is gone,
 * writes go through again. One session: a clean write, the agent, the agent gone, the QWEN_HOME
 * hook.
 */
@Tag("e2e")
class WriteTimeCheckE2eTest {

  /** What the model is told when another hook or agent could decide on the write. */
  static final String ANOTHER_DECIDER =
      "Another hook or agent in this session could decide on memory writes, so nothing was sent."
          + " Do not retry until it is removed.";

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aHookThatCouldDecideAppearingMidSessionMakesEveryWriteFailWithoutARequestWhileItIsThere() {
    try (QwenSession qwen = QwenSession.start(Scenario.write("write-check-mid-session"))) {
      ApprovedWrite.run(qwen, "Remember the first note " + qwen.nonce(), note(qwen, "First"));

      ObjectNode frontmatter = VectorFiles.object().put("description", "Saves notes");
      frontmatter.set("hooks", VectorFiles.allowRemember());
      VectorFiles.agent("saver", frontmatter, "You save notes.").write(qwen.repositoryFacts());
      approveBothDialogs(qwen, "Remember the second note " + qwen.nonce(), note(qwen, "Second"), 2);
      assertFailed(qwen, 2);
      assertEquals(1, qwen.mem0().calls().size(), "a request reached Mem0 with the agent there");

      delete(qwen.workspace().resolve(".qwen/agents/saver.md"));
      approveBothDialogs(qwen, "Remember the third note " + qwen.nonce(), note(qwen, "Third"), 3);
      assertEquals(2, qwen.mem0().calls().size(), "the write after the agent was gone");
      MemoryWrites.assertAdd(
          qwen.mem0().calls().get(1), note(qwen, "Third"), TestPlan.APP_ID, qwen.mem0Key());
      assertAccepted(qwen, 3);

      addHookToUserSettings(qwen.qwenHome().resolve("settings.json"));
      approveBothDialogs(qwen, "Remember the fourth note " + qwen.nonce(), note(qwen, "Fourth"), 4);
      assertFailed(qwen, 4);
      assertEquals(2, qwen.mem0().calls().size(), "a request reached Mem0 with the hook there");
    }
  }

  /**
   * Adds to the developer's QWEN_HOME settings a PreToolUse hook whose matcher (a regular
   * expression) can match the memory write tool. It answers nothing, so whether Qwen reloads the
   * file during the session or not, only the MCP server's check can make the write fail.
   */
  private static void addHookToUserSettings(Path settings) {
    ObjectNode user = (ObjectNode) read(settings);
    user.set(
        "hooks",
        VectorFiles.hooks("PreToolUse", "mcp__external-context__.*", VectorFiles.command("true")));
    write(settings, VectorFiles.text(user));
  }

  /**
   * The developer types {@code prompt}; the model asks to remember {@code content}; Qwen's dialog
   * and the content dialog are both approved; waits until the model has its {@code results}-th tool
   * result and has answered it.
   */
  private static void approveBothDialogs(
      QwenSession qwen, String prompt, String content, int results) {
    qwen.model().script().on(prompt, ToolCallPlan.rememberViaBridge(content));
    qwen.submit(prompt);
    qwen.awaitDialog("qwen-dialog-" + results, QwenScreens.QWEN_MCP_DIALOG);
    qwen.press("Enter");
    String hookDialog = qwen.awaitDialog("hook-dialog-" + results, QwenScreens.HOOK_DIALOG_TITLE);
    if (!hookDialog.contains("\"" + content + "\"")) {
      throw new AssertionError("the content dialog did not show the content:\n" + hookDialog);
    }
    qwen.press("Enter");
    qwen.await(
        "model-answered-" + results,
        QwenSession.STEP_TIMEOUT,
        screen ->
            qwen.model().toolResults().size() == results
                && screen.contains(QwenScreens.PROMPT_PLACEHOLDER));
  }

  /**
   * The model has {@code count} tool results, and the latest is the MCP server's documented
   * failure, as Qwen relays a tool error: the server's answer quoted inside Qwen's own text.
   */
  private static void assertFailed(QwenSession qwen, int count) {
    ObjectNode answer = JSON.createObjectNode().put("status", "failed");
    answer.put("message", ANOTHER_DECIDER);
    String quoted = quoted(answer.toString());
    String latest = latestResult(qwen, count);
    assertTrue(latest.contains(quoted), () -> "expected " + quoted + " in " + latest);
  }

  /**
   * The model has {@code count} tool results, and the latest is {@code accepted} with the id of the
   * latest Mem0 add.
   */
  private static void assertAccepted(QwenSession qwen, int count) {
    JsonNode latest = parse(latestResult(qwen, count));
    List<String> ids = qwen.mem0().issuedEventIds();
    assertEquals("accepted", latest.path("status").asText(), latest::toString);
    assertEquals(ids.get(ids.size() - 1), latest.path("providerOperationId").asText());
  }

  private static String latestResult(QwenSession qwen, int count) {
    List<String> results = List.copyOf(qwen.model().toolResults().values());
    assertEquals(count, results.size(), () -> "tool results: " + results);
    return results.get(count - 1);
  }

  /** {@code text} as it stands inside a JSON string, without the enclosing quotes. */
  private static String quoted(String text) {
    try {
      String string = JSON.writeValueAsString(text);
      return string.substring(1, string.length() - 1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String note(QwenSession qwen, String which) {
    return which + " note " + qwen.nonce();
  }

  private static JsonNode read(Path file) {
    try {
      return JSON.readTree(file.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonNode parse(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void delete(Path file) {
    try {
      Files.delete(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The fake model's chains: one call per answer, the next one each time a result comes back. */
@Tag("unit")
class ModelScriptChainsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final ModelScript script = new ModelScript("n1");
  private final ArrayNode messages = JSON.createArrayNode();

  @Test
  void aChainMakesItsCallsOneAtATimeAndEndsWithTheResultText() {
    script.chain("go", List.of(ToolCallPlan.skill("notes"), ToolCallPlan.readFile("/x")));
    user("please go");
    String first = call(ToolCallPlan.SKILL);
    assertFalse(script.finished("go"));
    result(first);
    String second = call(ToolCallPlan.READ_FILE);
    result(second);
    assertEquals(new ModelReply.Text(script.afterToolResult()), reply());
    assertTrue(script.finished("go"));
  }

  @Test
  void aResultFollowedOnlyByUserMessagesStillAdvancesTheChain() {
    script.chain("go", List.of(ToolCallPlan.skill("notes"), ToolCallPlan.readFile("/x")));
    user("go now");
    result(call(ToolCallPlan.SKILL));
    user("instructions the tool added");
    call(ToolCallPlan.READ_FILE);
  }

  @Test
  void aTriggerInASubagentsTaskStartsThatTriggersChain() {
    script.on("main", ToolCallPlan.agent("helper", "SUBTASK"));
    script.on("SUBTASK", ToolCallPlan.searchDirectly("q"));
    user("main prompt");
    call(ToolCallPlan.AGENT);
    messages.removeAll();
    user("SUBTASK");
    call(ToolCallPlan.SEARCH);
  }

  @Test
  void anEmptyChainIsAnsweredWithPlainTextAndIsFinished() {
    script.chain("hello", List.of());
    user("hello there");
    assertEquals(new ModelReply.Text(script.plainText()), reply());
    assertTrue(script.finished("hello"));
  }

  @Test
  void aResultThatWasAnsweredOnceDoesNotAdvanceAgain() {
    script.chain("go", List.of(ToolCallPlan.skill("a"), ToolCallPlan.skill("b")));
    user("go");
    String first = call(ToolCallPlan.SKILL);
    result(first);
    call(ToolCallPlan.SKILL);
    result(first);
    assertEquals(new ModelReply.Text(script.afterToolResult()), reply());
    assertFalse(script.finished("go"));
  }

  private ModelReply reply() {
    ObjectNode request = JSON.createObjectNode();
    request.set("messages", messages.deepCopy());
    return script.replyTo(request);
  }

  /** Asks for a reply, expects a call of {@code tool}, adds it to the conversation; its id. */
  private String call(String tool) {
    ModelReply reply = reply();
    assertTrue(
        reply instanceof ModelReply.ToolCall, () -> "expected a call of " + tool + ": " + reply);
    ModelReply.ToolCall call = (ModelReply.ToolCall) reply;
    assertEquals(tool, call.plan().functionName());
    ObjectNode assistant = messages.addObject().put("role", "assistant");
    assistant.putArray("tool_calls").addObject().put("id", call.callId());
    return call.callId();
  }

  private void user(String text) {
    messages.addObject().put("role", "user").put("content", text);
  }

  private void result(String callId) {
    messages.addObject().put("role", "tool").put("tool_call_id", callId).put("content", "ok");
  }
}

package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Decides the fake model's answers. A user message containing a trigger phrase starts that
 * trigger's chain of tool calls: its first call, then, each time the result of one call comes back,
 * the next, and after the last result {@link #afterToolResult()}. Every other request gets {@link
 * #plainText()}.
 *
 * <p>Triggers are matched in every conversation Qwen sends, so a subagent is scripted by putting a
 * second trigger into the prompt the main conversation's {@code agent} call gives it. A result
 * counts as come back when it is the last message, or when only user messages follow it (Qwen adds
 * some after a tool result, such as a skill's instructions).
 */
public final class ModelScript {

  private final String nonce;
  private final Map<String, List<ToolCallPlan>> triggers = new ConcurrentHashMap<>();
  private final Map<String, Step> issued = new ConcurrentHashMap<>();
  private final Set<String> answered = ConcurrentHashMap.newKeySet();
  private final Set<String> finished = ConcurrentHashMap.newKeySet();
  private final AtomicInteger calls = new AtomicInteger();

  /** The position of one issued call in its trigger's chain. */
  private record Step(String trigger, int index) {}

  public ModelScript(String nonce) {
    this.nonce = nonce;
  }

  /** From now on, a user message containing {@code trigger} gets {@code plan}. */
  public void on(String trigger, ToolCallPlan plan) {
    chain(trigger, List.of(plan));
  }

  /**
   * From now on, a user message containing {@code trigger} gets the first of {@code plans}, and the
   * result of each the next one; an empty chain is answered with {@link #plainText()}.
   */
  void chain(String trigger, List<ToolCallPlan> plans) {
    triggers.put(trigger, List.copyOf(plans));
  }

  /** Whether the model has answered the last result of {@code trigger}'s chain (or its prompt). */
  boolean finished(String trigger) {
    return finished.contains(trigger);
  }

  /** The text the model answers after it received a tool result. */
  public String afterToolResult() {
    return "Tool result noted " + nonce + ".";
  }

  /** The text the model answers to every other request. */
  public String plainText() {
    return "Nothing to do " + nonce + ".";
  }

  ModelReply replyTo(JsonNode request) {
    JsonNode messages = request.path("messages");
    if (!messages.isArray() || messages.size() == 0) {
      return new ModelReply.Text(plainText());
    }
    JsonNode last = messages.get(messages.size() - 1);
    String role = last.path("role").asText();
    if (role.equals("tool")) {
      return afterResult(last.path("tool_call_id").asText());
    }
    if (role.equals("user")) {
      String text = ChatMessages.text(last);
      for (Map.Entry<String, List<ToolCallPlan>> trigger : triggers.entrySet()) {
        if (text.contains(trigger.getKey())) {
          return next(trigger.getKey(), 0);
        }
      }
      String pending = pendingResult(messages);
      if (pending != null) {
        return afterResult(pending);
      }
    }
    return new ModelReply.Text(plainText());
  }

  /** The id of a result of this script's calls not answered yet that only user messages follow. */
  private String pendingResult(JsonNode messages) {
    for (int i = messages.size() - 1; i >= 0; i--) {
      JsonNode message = messages.get(i);
      String role = message.path("role").asText();
      if (role.equals("tool")) {
        String id = message.path("tool_call_id").asText();
        return issued.containsKey(id) && !answered.contains(id) ? id : null;
      }
      if (!role.equals("user")) {
        return null;
      }
    }
    return null;
  }

  private ModelReply afterResult(String callId) {
    Step step = issued.get(callId);
    if (step == null || !answered.add(callId)) {
      return new ModelReply.Text(afterToolResult());
    }
    return next(step.trigger(), step.index() + 1);
  }

  private ModelReply next(String trigger, int index) {
    List<ToolCallPlan> chain = triggers.get(trigger);
    if (index >= chain.size()) {
      finished.add(trigger);
      return new ModelReply.Text(index == 0 ? plainText() : afterToolResult());
    }
    String callId = "call_" + nonce + "_" + calls.incrementAndGet();
    issued.put(callId, new Step(trigger, index));
    return new ModelReply.ToolCall(callId, chain.get(index));
  }
}

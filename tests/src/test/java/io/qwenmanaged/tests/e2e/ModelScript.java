package io.qwenmanaged.tests.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Decides the fake model's answers: when the last message is the user's and contains a trigger
 * phrase, one tool call; when it is a tool result, {@link #afterToolResult()}; anything else gets
 * {@link #plainText()}.
 */
final class ModelScript {

  private final String nonce;
  private final Map<String, ToolCallPlan> triggers = new ConcurrentHashMap<>();
  private final AtomicInteger calls = new AtomicInteger();

  ModelScript(String nonce) {
    this.nonce = nonce;
  }

  /** From now on, a user message containing {@code trigger} gets {@code plan}. */
  void on(String trigger, ToolCallPlan plan) {
    triggers.put(trigger, plan);
  }

  /** The text the model answers after it received a tool result. */
  String afterToolResult() {
    return "Tool result noted " + nonce + ".";
  }

  /** The text the model answers to every other request. */
  String plainText() {
    return "Nothing to do " + nonce + ".";
  }

  ModelReply replyTo(JsonNode request) {
    JsonNode messages = request.path("messages");
    JsonNode last =
        messages.isArray() && messages.size() > 0 ? messages.get(messages.size() - 1) : null;
    if (last == null) {
      return new ModelReply.Text(plainText());
    }
    String role = last.path("role").asText();
    if (role.equals("tool")) {
      return new ModelReply.Text(afterToolResult());
    }
    if (role.equals("user")) {
      String text = ChatMessages.text(last);
      for (Map.Entry<String, ToolCallPlan> trigger : triggers.entrySet()) {
        if (text.contains(trigger.getKey())) {
          return new ModelReply.ToolCall(
              "call_" + nonce + "_" + calls.incrementAndGet(), trigger.getValue());
        }
      }
    }
    return new ModelReply.Text(plainText());
  }
}

package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes a {@link ModelReply} the way an OpenAI-compatible server does: as streamed {@code
 * chat.completion.chunk} server-sent events ending with {@code data: [DONE]}, or as one {@code
 * chat.completion} object when the request did not ask for a stream.
 */
final class ChatCompletionWriter {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String MODEL = FakeModel.MODEL_NAME;

  private final OutputStream out;

  ChatCompletionWriter(OutputStream out) {
    this.out = out;
  }

  /** Streams the reply; a tool call's arguments arrive in two pieces, as real servers send them. */
  void stream(ModelReply reply) throws IOException {
    if (reply instanceof ModelReply.ToolCall) {
      ModelReply.ToolCall call = (ModelReply.ToolCall) reply;
      String arguments = call.plan().functionArguments();
      int half = arguments.length() / 2;
      ObjectNode first = toolCallDelta(call, arguments.substring(0, half), true);
      first.put("role", "assistant");
      event(chunk(first, null));
      event(chunk(toolCallDelta(call, arguments.substring(half), false), null));
      event(chunk(JSON.createObjectNode(), "tool_calls"));
    } else {
      ObjectNode delta = JSON.createObjectNode().put("role", "assistant");
      delta.put("content", ((ModelReply.Text) reply).text());
      event(chunk(delta, null));
      event(chunk(JSON.createObjectNode(), "stop"));
    }
    ObjectNode usage = base("chat.completion.chunk");
    usage.putArray("choices");
    usage
        .putObject("usage")
        .put("prompt_tokens", 10)
        .put("completion_tokens", 5)
        .put("total_tokens", 15);
    event(usage.toString());
    out.write("data: [DONE]\n\n".getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  /** The whole reply as one non-streamed completion object. */
  static byte[] whole(ModelReply reply) {
    ObjectNode completion = base("chat.completion");
    ObjectNode choice = completion.putArray("choices").addObject();
    choice.put("index", 0);
    ObjectNode message = choice.putObject("message").put("role", "assistant");
    if (reply instanceof ModelReply.ToolCall) {
      ModelReply.ToolCall call = (ModelReply.ToolCall) reply;
      message.putNull("content");
      ObjectNode toolCall = message.putArray("tool_calls").addObject();
      toolCall.put("id", call.callId()).put("type", "function");
      toolCall
          .putObject("function")
          .put("name", call.plan().functionName())
          .put("arguments", call.plan().functionArguments());
      choice.put("finish_reason", "tool_calls");
    } else {
      message.put("content", ((ModelReply.Text) reply).text());
      choice.put("finish_reason", "stop");
    }
    completion
        .putObject("usage")
        .put("prompt_tokens", 10)
        .put("completion_tokens", 5)
        .put("total_tokens", 15);
    return completion.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static ObjectNode toolCallDelta(
      ModelReply.ToolCall call, String arguments, boolean first) {
    ObjectNode delta = JSON.createObjectNode();
    ArrayNode toolCalls = delta.putArray("tool_calls");
    ObjectNode toolCall = toolCalls.addObject().put("index", 0);
    ObjectNode function = JSON.createObjectNode();
    if (first) {
      toolCall.put("id", call.callId()).put("type", "function");
      function.put("name", call.plan().functionName());
    }
    function.put("arguments", arguments);
    toolCall.set("function", function);
    return delta;
  }

  private static String chunk(ObjectNode delta, String finishReason) {
    ObjectNode chunk = base("chat.completion.chunk");
    ObjectNode choice = chunk.putArray("choices").addObject();
    choice.put("index", 0);
    choice.set("delta", delta);
    if (finishReason == null) {
      choice.putNull("finish_reason");
    } else {
      choice.put("finish_reason", finishReason);
    }
    return chunk.toString();
  }

  private static ObjectNode base(String object) {
    ObjectNode node = JSON.createObjectNode();
    node.put("id", "chatcmpl-e2e").put("object", object).put("created", 1_700_000_000L);
    node.put("model", MODEL);
    return node;
  }

  private void event(String json) throws IOException {
    out.write(("data: " + json + "\n\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
  }
}

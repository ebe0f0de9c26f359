package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.tools.ToolOutcome;

/** Builds the JSON-RPC 2.0 response objects the server writes. */
final class Frames {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Frames() {}

  /** A success response carrying {@code result} for the request {@code id}. */
  static ObjectNode result(JsonNode id, JsonNode result) {
    ObjectNode frame = envelope(id);
    frame.set("result", result);
    return frame;
  }

  /** An error response; {@code id} is JSON null when the request's id could not be read. */
  static ObjectNode error(JsonNode id, RpcError error) {
    ObjectNode frame = envelope(id);
    ObjectNode body = frame.putObject("error");
    body.put("code", error.code());
    body.put("message", error.message());
    return frame;
  }

  /** The response to a {@code tools/call} request {@code id} that produced {@code outcome}. */
  static ObjectNode toolAnswer(JsonNode id, ToolOutcome outcome) {
    return result(id, toolResult(outcome.text(), outcome.isError()));
  }

  /** The MCP {@code CallToolResult} for one text item. */
  private static ObjectNode toolResult(String text, boolean isError) {
    ObjectNode result = NODES.objectNode();
    result.putArray("content").addObject().put("type", "text").put("text", text);
    result.put("isError", isError);
    return result;
  }

  private static ObjectNode envelope(JsonNode id) {
    ObjectNode frame = NODES.objectNode();
    frame.put("jsonrpc", "2.0");
    frame.set("id", id == null ? NODES.nullNode() : id);
    return frame;
  }
}

package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import io.qwenmanaged.content.StrictUtf8;
import java.io.IOException;

/** Classifies one input line as a JSON-RPC request, notification, or something to reject. */
final class MessageParser {

  private final ObjectMapper json;
  private final StrictUtf8 utf8 = new StrictUtf8();

  /** Not thread-safe: one parser serves the single stdin reader. */
  MessageParser(ObjectMapper json) {
    this.json = json;
  }

  /** Classifies the first {@code length} bytes of {@code line}. */
  Incoming parse(byte[] line, int length) {
    if (isBlank(line, length)) {
      return new Incoming.Ignored();
    }
    if (!utf8.check(line, 0, length)) {
      return reject(null, RpcError.PARSE_ERROR);
    }
    JsonNode message;
    try {
      message = json.readTree(line, 0, length);
    } catch (IOException | RuntimeException e) {
      return reject(null, RpcError.PARSE_ERROR);
    } catch (OutOfMemoryError e) {
      // The line may be valid: it could not be held. Its id is unknown.
      return reject(null, RpcError.INTERNAL_ERROR);
    }
    if (message == null || !message.isObject()) {
      // Includes batches: JSON arrays are not accepted (batching was removed in MCP 2025-06-18).
      return reject(null, RpcError.INVALID_REQUEST);
    }
    return classify(message);
  }

  private static Incoming classify(JsonNode message) {
    JsonNode id = message.get("id");
    JsonNode method = message.get("method");
    boolean version2 = "2.0".equals(message.path("jsonrpc").textValue());
    if (method == null && version2 && (message.has("result") || message.has("error"))) {
      // A response from the client; this server never sends requests, so it answers nothing.
      return new Incoming.Ignored();
    }
    JsonNode answerId = RequestKey.isValidId(id) ? id : null;
    if (!version2 || method == null || !method.isTextual()) {
      return reject(answerId, RpcError.INVALID_REQUEST);
    }
    JsonNode params = message.get("params");
    if (params != null && !params.isObject() && !params.isArray()) {
      return reject(answerId, RpcError.INVALID_REQUEST);
    }
    if (id == null) {
      return new Incoming.Notification(method.textValue(), params);
    }
    if (answerId == null) {
      // null, Boolean, fractional, object or array ids are not allowed by MCP.
      return reject(null, RpcError.INVALID_REQUEST);
    }
    return new Incoming.Request(id, method.textValue(), params);
  }

  private static Incoming reject(JsonNode id, RpcError error) {
    return new Incoming.Rejected(id == null ? NullNode.getInstance() : id, error);
  }

  private static boolean isBlank(byte[] line, int length) {
    for (int i = 0; i < length; i++) {
      byte b = line[i];
      if (b != ' ' && b != '\t' && b != '\r') {
        return false;
      }
    }
    return true;
  }
}

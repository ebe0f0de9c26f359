package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Answers the messages of one connection. Everything but {@code tools/call} is answered inline on
 * the stdin reader's thread; tool calls go to {@link ToolCalls}.
 *
 * <p>Requests are accepted before {@code initialize} (lenient: the answer does not depend on the
 * negotiated version), and a repeated {@code initialize} is answered again.
 */
final class Session {

  private final ServerIdentity identity;
  private final ObjectNode toolsListResult;
  private final FrameWriter writer;
  private final ToolCalls toolCalls;

  Session(
      ServerIdentity identity, ObjectNode toolsListResult, FrameWriter writer, ToolCalls calls) {
    this.identity = identity;
    this.toolsListResult = toolsListResult;
    this.writer = writer;
    this.toolCalls = calls;
  }

  void handle(Incoming message) {
    if (message instanceof Incoming.Rejected rejected) {
      writer.write(Frames.error(rejected.id(), rejected.error()));
    } else if (message instanceof Incoming.Notification notification) {
      handleNotification(notification);
    } else if (message instanceof Incoming.Request request) {
      try {
        handleRequest(request);
      } catch (RuntimeException | Error e) {
        // Includes memory exhaustion while answering: the request fails, the session goes on.
        writer.writeQuietly(Frames.error(request.id(), RpcError.INTERNAL_ERROR));
      }
    }
  }

  private void handleNotification(Incoming.Notification notification) {
    // notifications/initialized and every unknown notification need nothing.
    if ("notifications/cancelled".equals(notification.method()) && notification.params() != null) {
      toolCalls.cancel(notification.params().get("requestId"));
    }
  }

  private void handleRequest(Incoming.Request request) {
    switch (request.method()) {
      case "initialize":
        writer.write(Frames.result(request.id(), initializeResult(request.params())));
        break;
      case "ping":
        writer.write(Frames.result(request.id(), JsonNodeFactory.instance.objectNode()));
        break;
      case "tools/list":
        writer.write(Frames.result(request.id(), toolsListResult));
        break;
      case "tools/call":
        toolCalls.submit(request.id(), request.params());
        break;
      default:
        // Includes prompts/list and resources/list: no such capability is declared, and clients
        // (Qwen Code, the MCP SDK) treat -32601 on them as "none".
        writer.write(Frames.error(request.id(), RpcError.METHOD_NOT_FOUND));
    }
  }

  private ObjectNode initializeResult(JsonNode params) {
    ObjectNode result = JsonNodeFactory.instance.objectNode();
    result.put("protocolVersion", ProtocolVersions.negotiate(params));
    result.putObject("capabilities").putObject("tools").put("listChanged", false);
    result.putObject("serverInfo").put("name", identity.name()).put("version", identity.version());
    return result;
  }
}

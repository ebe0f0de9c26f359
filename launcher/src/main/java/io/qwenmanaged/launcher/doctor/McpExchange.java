package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.policy.model.ManagedServer;
import java.io.IOException;
import java.time.Instant;

/**
 * The client side of the MCP handshake over a {@link McpChannel}: one request at a time, its answer
 * found by id among whatever else the server writes (notifications are passed over, as Qwen's
 * client does), a line that is not a JSON object ends the exchange.
 */
final class McpExchange {

  /** One JSON value and nothing after it, as {@code JSON.parse} reads it. */
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

  /** What came back for one request. */
  sealed interface Answer permits Result, Failed, Ended, NotJsonRpc, Late {}

  /** The request's {@code result} object. */
  record Result(JsonNode result) implements Answer {}

  /** An answer with an {@code error}, or without a {@code result} object. */
  record Failed() implements Answer {}

  /** The server's stdout ended (or its stdin broke) before the answer. */
  record Ended() implements Answer {}

  /** A line that is not a JSON object, or one longer than any answer can be. */
  record NotJsonRpc() implements Answer {}

  /** No answer before the deadline. */
  record Late() implements Answer {}

  private final McpChannel channel;

  McpExchange(McpChannel channel) {
    this.channel = channel;
  }

  /** Sends {@code initialize} as request 1. */
  Answer initialize(Instant deadline) {
    ObjectNode params =
        JSON.createObjectNode().put("protocolVersion", ManagedServer.PROTOCOL_VERSION);
    params.putObject("capabilities");
    params
        .putObject("clientInfo")
        .put("name", "qwen-managed-doctor")
        .put("version", KitVersion.current());
    return request(1, "initialize", params, deadline);
  }

  /** Sends {@code notifications/initialized}, then {@code tools/list} as request 2. */
  Answer listTools(Instant deadline) {
    try {
      channel.send(message(null, "notifications/initialized", null));
    } catch (IOException e) {
      return new Ended();
    }
    return request(2, "tools/list", JSON.createObjectNode(), deadline);
  }

  private Answer request(int id, String method, ObjectNode params, Instant deadline) {
    try {
      channel.send(message(id, method, params));
    } catch (IOException e) {
      return new Ended();
    }
    while (true) {
      McpChannel.Event event = channel.next(deadline);
      if (event instanceof McpChannel.Silence) {
        return new Late();
      }
      if (event instanceof McpChannel.End) {
        return new Ended();
      }
      if (!(event instanceof McpChannel.Line line)) {
        return new NotJsonRpc();
      }
      JsonNode answer;
      try {
        answer = JSON.readTree(line.text());
      } catch (IOException e) {
        return new NotJsonRpc();
      }
      if (answer == null || !answer.isObject()) {
        return new NotJsonRpc();
      }
      JsonNode answerId = answer.path("id");
      if (answerId.isIntegralNumber() && answerId.intValue() == id && !answer.has("method")) {
        JsonNode result = answer.get("result");
        return result != null && result.isObject() ? new Result(result) : new Failed();
      }
    }
  }

  private static String message(Integer id, String method, ObjectNode params) {
    ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0");
    if (id != null) {
      message.put("id", id);
    }
    message.put("method", method);
    if (params != null) {
      message.set("params", params);
    }
    return message.toString();
  }
}

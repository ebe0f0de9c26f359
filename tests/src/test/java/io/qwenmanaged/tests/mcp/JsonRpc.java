package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Builds the JSON-RPC lines a client sends and reads the frames the server answers. */
final class JsonRpc {

  static final ObjectMapper JSON = new ObjectMapper();

  private JsonRpc() {}

  /** An {@code initialize} request asking for {@code protocolVersion}. */
  static String initialize(int id, String protocolVersion) {
    ObjectNode params = JSON.createObjectNode().put("protocolVersion", protocolVersion);
    params.putObject("capabilities");
    params.putObject("clientInfo").put("name", "black-box-test").put("version", "1");
    return request(id, "initialize", params);
  }

  static String initialized() {
    return line(
        JSON.createObjectNode().put("jsonrpc", "2.0").put("method", "notifications/initialized"));
  }

  static String ping(int id) {
    return request(id, "ping", null);
  }

  static String toolsList(int id) {
    return request(id, "tools/list", null);
  }

  /** {@code tools/call} of {@code context_search} with {@code query}. */
  static String search(int id, String query) {
    return callTool(id, "context_search", "query", query);
  }

  /** {@code tools/call} of {@code context_remember} with {@code content}. */
  static String remember(int id, String content) {
    return callTool(id, "context_remember", "content", content);
  }

  static String callTool(int id, String tool, String argument, String value) {
    ObjectNode params = JSON.createObjectNode().put("name", tool);
    params.putObject("arguments").put(argument, value);
    return request(id, "tools/call", params);
  }

  static String request(int id, String method, ObjectNode params) {
    ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id);
    message.put("method", method);
    if (params != null) {
      message.set("params", params);
    }
    return line(message);
  }

  /** One stdout line, checked to be strict UTF-8 holding one JSON-RPC 2.0 object. */
  static JsonNode frame(byte[] line) {
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(line))
              .toString();
    } catch (CharacterCodingException e) {
      return fail("a stdout line is not UTF-8", e);
    }
    JsonNode frame;
    try {
      frame = JSON.readTree(text);
    } catch (IOException e) {
      return fail("a stdout line is not JSON: " + text, e);
    }
    assertTrue(frame != null && frame.isObject(), () -> "a stdout line is not an object: " + text);
    assertEquals("2.0", frame.path("jsonrpc").textValue(), () -> "not JSON-RPC 2.0: " + text);
    return frame;
  }

  /** The text of a {@code tools/call} result with exactly one text item. */
  static String toolText(JsonNode frame) {
    JsonNode content = frame.path("result").path("content");
    assertEquals(1, content.size(), () -> "one content item: " + frame);
    assertEquals("text", content.get(0).path("type").textValue(), () -> "a text item: " + frame);
    return content.get(0).path("text").textValue();
  }

  /** The {@code isError} flag of a {@code tools/call} result; fails when it is not a Boolean. */
  static boolean isError(JsonNode frame) {
    JsonNode flag = frame.path("result").path("isError");
    assertTrue(flag.isBoolean(), () -> "isError is a Boolean: " + frame);
    return flag.booleanValue();
  }

  /** The code of an error frame; fails when the frame is not an error. */
  static int errorCode(JsonNode frame) {
    JsonNode code = frame.path("error").path("code");
    assertTrue(code.isInt(), () -> "an error frame: " + frame);
    return code.intValue();
  }

  private static String line(ObjectNode message) {
    try {
      return JSON.writeValueAsString(message);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}

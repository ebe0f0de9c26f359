package io.qwenmanaged.mcp.protocol;

import static io.qwenmanaged.mcp.protocol.ServerRun.call;
import static io.qwenmanaged.mcp.protocol.ServerRun.notification;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class MalformedInputTest {

  private static void assertError(JsonNode frame, int code, JsonNode expectedId) {
    assertEquals("2.0", frame.get("jsonrpc").textValue());
    assertEquals(code, frame.at("/error/code").intValue());
    assertTrue(frame.at("/error/message").isTextual());
    assertEquals(expectedId, frame.get("id"));
    assertFalse(frame.has("result"));
  }

  private static void assertErrorWithNullId(JsonNode frame, int code) {
    assertTrue(frame.has("id") && frame.get("id").isNull(), "id is present and null");
    assertError(frame, code, frame.get("id"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"",
        "not json",
        "{'jsonrpc':'2.0','id':1,'method':'ping'}",
        "{\"jsonrpc\":\"2.0\",\"id\":NaN,\"method\":\"ping\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"} {}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2,\"method\":\"ping\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}/* comment */"
      })
  void answersMalformedJsonWithAParseErrorAndKeepsServing(String line) {
    ServerRun server = ServerRun.start();
    assertErrorWithNullId(server.request(line), -32700);
    assertEquals(2, server.request(call(2, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "[]",
        "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]",
        "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"},{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}]",
        "\"ping\"",
        "42",
        "null",
        "true",
        "{}",
        "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"ping\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"ping\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":[1],\"method\":\"ping\"}",
        "{\"jsonrpc\":\"2.0\",\"method\":5}",
        "{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"params\":\"x\"}"
      })
  void answersValidJsonThatIsNotARequestWithInvalidRequestAndNullId(String line) {
    ServerRun server = ServerRun.start();
    assertErrorWithNullId(server.request(line), -32600);
    assertEquals(2, server.request(call(2, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"id\":3,\"method\":\"ping\"}",
        "{\"jsonrpc\":\"1.0\",\"id\":3,\"method\":\"ping\"}",
        "{\"jsonrpc\":2.0,\"id\":3,\"method\":\"ping\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":3}",
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":null}",
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":[\"ping\"]}",
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\",\"params\":7}"
      })
  void answersAnInvalidRequestWithAReadableIdUsingThatId(String line) {
    ServerRun server = ServerRun.start();
    JsonNode answer = server.request(line);
    assertEquals(-32600, answer.at("/error/code").intValue());
    assertEquals(3, answer.get("id").intValue());
    assertEquals(0, server.finish());
  }

  @ParameterizedTest
  @ValueSource(strings = {"prompts/list", "resources/list", "tools/unknown", "", "PING"})
  void answersUnknownMethodsWithMethodNotFound(String method) {
    ServerRun server = ServerRun.start();
    JsonNode answer = server.request(call(4, method, "{}"));
    assertEquals(-32601, answer.at("/error/code").intValue());
    assertEquals("Method not found", answer.at("/error/message").textValue());
    assertEquals(4, answer.get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void neverEchoesInputInErrorMessages() {
    ServerRun server = ServerRun.start();
    server.request(call(1, "canary/method", null));
    server.request("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"canary\"");
    server.request("{\"jsonrpc\":\"canary\",\"id\":3,\"method\":\"ping\"}");
    assertEquals(0, server.finish());
    assertFalse(new String(server.allOutput(), StandardCharsets.UTF_8).contains("canary"));
  }

  @Test
  void ignoresUnknownNotificationsAndStrayResponses() {
    ServerRun server = ServerRun.start();
    server.send(notification("notifications/progress", "{\"progressToken\":1}"));
    server.send(notification("notifications/roots/list_changed", null));
    server.send(notification("something/else", "[]"));
    server.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}");
    server.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-1,\"message\":\"m\"}}");
    assertEquals(3, server.request(call(3, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void ignoresBlankLinesAndAcceptsCarriageReturnLineEnds() {
    ServerRun server = ServerRun.start();
    server.send("").send("   ").send("\t\r");
    JsonNode answer = server.request(call(5, "ping", null) + "\r");
    assertEquals(5, answer.get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void acceptsParamsAsAnArrayForMethodsThatIgnoreThem() {
    ServerRun server = ServerRun.start();
    assertEquals(6, server.request(call(6, "ping", "[]")).get("id").intValue());
    assertTrue(server.request(call(7, "tools/list", "[1]")).at("/result/tools").isArray());
    assertEquals(0, server.finish());
  }
}

package io.qwenmanaged.mcp.protocol;

import static io.qwenmanaged.mcp.protocol.ServerRun.call;
import static io.qwenmanaged.mcp.protocol.ServerRun.notification;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.tools.ToolOutcome;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class ToolsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static String callTool(String name, String argumentsJson) {
    return "{\"name\":\""
        + name
        + "\""
        + (argumentsJson == null ? "" : ",\"arguments\":" + argumentsJson)
        + "}";
  }

  @Test
  void listsToolDefinitionsInConstructionOrder() {
    ServerRun server =
        ServerRun.start(FakeTools.echo("context_search"), FakeTools.echo("context_remember"));
    JsonNode answer = server.request(call(1, "tools/list", null));
    JsonNode tools = answer.at("/result/tools");
    assertEquals(2, tools.size());
    assertEquals(FakeTools.definitionOf("context_search"), tools.get(0));
    assertEquals(FakeTools.definitionOf("context_remember"), tools.get(1));
    List<String> resultKeys = new ArrayList<>();
    answer.get("result").fieldNames().forEachRemaining(resultKeys::add);
    assertEquals(List.of("tools"), resultKeys);
    assertEquals(0, server.finish());
  }

  @Test
  void answersAToolResultAsOneTextItem() throws Exception {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    JsonNode answer =
        server.request(call(4, "tools/call", callTool("context_search", "{\"query\":\"x\"}")));
    JsonNode expected =
        JSON.readTree(
            "{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{\"content\":[{\"type\":\"text\","
                + "\"text\":\"{\\\"query\\\":\\\"x\\\"}\"}],\"isError\":false}}");
    assertEquals(expected, answer);
    assertEquals(0, server.finish());
  }

  @Test
  void answersAToolErrorWithIsErrorTrue() {
    ServerRun server =
        ServerRun.start(FakeTools.failing("context_search", "External context search failed."));
    JsonNode answer = server.request(call(5, "tools/call", callTool("context_search", "{}")));
    assertEquals("External context search failed.", answer.at("/result/content/0/text").asText());
    assertEquals(true, answer.at("/result/isError").booleanValue());
    assertEquals(0, server.finish());
  }

  @Test
  void rejectsAnUnknownToolWithInvalidParamsWithoutEchoingItsName() {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    JsonNode answer = server.request(call(6, "tools/call", callTool("canary_tool_name", "{}")));
    assertEquals(-32602, answer.at("/error/code").intValue());
    assertEquals("Unknown tool", answer.at("/error/message").textValue());
    assertEquals(6, answer.get("id").intValue());
    assertEquals(0, server.finish());
    assertFalse(new String(server.allOutput(), StandardCharsets.UTF_8).contains("canary"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{}",
        "{\"arguments\":{}}",
        "{\"name\":5}",
        "{\"name\":null}",
        "[\"context_search\"]"
      })
  void rejectsCallsWithoutAToolNameAsInvalidParams(String params) {
    FakeTools.Scripted tool = FakeTools.echo("context_search");
    ServerRun server = ServerRun.start(tool);
    JsonNode answer = server.request(call(8, "tools/call", params));
    assertEquals(-32602, answer.at("/error/code").intValue());
    assertEquals("Invalid params", answer.at("/error/message").textValue());
    assertEquals(0, server.finish());
    assertEquals(0, tool.calls.get());
  }

  @Test
  void rejectsACallWithoutParamsAsInvalidParams() {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    assertEquals(-32602, server.request(call(9, "tools/call", null)).at("/error/code").intValue());
    assertEquals(0, server.finish());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"\"a string\"", "[1,2]", "42", "true", "null", "{\"query\":\"q\",\"extra\":[{}]}"})
  void passesArgumentsOfAnyTypeToTheToolAsSent(String argumentsJson) throws Exception {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    JsonNode answer =
        server.request(call(10, "tools/call", callTool("context_search", argumentsJson)));
    assertEquals(
        JSON.readTree(argumentsJson).toString(), answer.at("/result/content/0/text").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void passesAbsentArgumentsAsNull() {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    JsonNode answer = server.request(call(11, "tools/call", callTool("context_search", null)));
    assertEquals("<absent>", answer.at("/result/content/0/text").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void neverRunsAToolCallSentAsANotification() {
    FakeTools.Scripted tool = FakeTools.echo("context_search");
    ServerRun server = ServerRun.start(tool);
    server.send(notification("tools/call", callTool("context_search", "{}")));
    assertEquals(12, server.request(call(12, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
    assertEquals(0, tool.calls.get());
  }

  @Test
  void answersAThrowingToolWithAnInternalErrorThatHidesTheException() {
    FakeTools.Scripted tool =
        new FakeTools.Scripted(
            "context_search",
            args -> {
              throw new IllegalStateException("canary provider text");
            });
    ServerRun server = ServerRun.start(tool);
    JsonNode answer = server.request(call(13, "tools/call", callTool("context_search", "{}")));
    assertEquals(-32603, answer.at("/error/code").intValue());
    assertEquals("Internal error", answer.at("/error/message").textValue());
    assertEquals(0, server.finish());
    assertFalse(new String(server.allOutput(), StandardCharsets.UTF_8).contains("canary"));
  }

  @Test
  void answersAToolReturningNoOutcomeWithAnInternalError() {
    ServerRun server = ServerRun.start(new FakeTools.Scripted("context_search", args -> null));
    JsonNode answer = server.request(call(14, "tools/call", callTool("context_search", "{}")));
    assertEquals(-32603, answer.at("/error/code").intValue());
    assertEquals(0, server.finish());
  }

  @ParameterizedTest
  @ValueSource(strings = {"stack overflow", "out of memory", "linkage"})
  void answersAToolThrowingAnErrorAndKeepsServing(String error) {
    FakeTools.Scripted tool =
        new FakeTools.Scripted(
            "context_search",
            args -> {
              switch (error) {
                case "out of memory" -> throw new OutOfMemoryError("canary");
                case "linkage" -> throw new NoClassDefFoundError("canary");
                default -> throw new StackOverflowError("canary");
              }
            });
    ServerRun server = ServerRun.start(tool);
    JsonNode answer = server.request(call(15, "tools/call", callTool("context_search", "{}")));
    assertEquals(-32603, answer.at("/error/code").intValue());
    assertEquals(16, server.request(call(16, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void keepsEscapesAndAstralCharactersOfToolTextIntact() {
    String text = "line\n\"quoted\" \\ \u0000 \u2028 😀 \ud800 <tag>";
    ServerRun server =
        ServerRun.start(
            new FakeTools.Scripted("context_search", args -> new ToolOutcome(text, false)));
    JsonNode answer = server.request(call(17, "tools/call", callTool("context_search", "{}")));
    assertEquals(text, answer.at("/result/content/0/text").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void refusesToolsWithTheSameName() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new McpServer(
                List.of(FakeTools.echo("context_search"), FakeTools.echo("context_search")), "1"));
  }
}

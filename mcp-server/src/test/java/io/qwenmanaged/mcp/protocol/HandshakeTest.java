package io.qwenmanaged.mcp.protocol;

import static io.qwenmanaged.mcp.protocol.ServerRun.call;
import static io.qwenmanaged.mcp.protocol.ServerRun.notification;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class HandshakeTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static String initialize(String versionJson) {
    return "{\"protocolVersion\":"
        + versionJson
        + ",\"capabilities\":{},\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}";
  }

  @ParameterizedTest
  @ValueSource(strings = {"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"})
  void answersEachSupportedVersionWithTheSameVersion(String version) {
    ServerRun server = ServerRun.start();
    JsonNode answer = server.request(call(1, "initialize", initialize("\"" + version + "\"")));
    assertEquals(version, answer.at("/result/protocolVersion").textValue());
    assertEquals(0, server.finish());
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"1999-01-01\"", "\"2025-11-26\"", "\"\"", "20251125", "null", "{}"})
  void answersAnUnsupportedOrMistypedVersionWithTheNewest(String versionJson) {
    ServerRun server = ServerRun.start();
    JsonNode answer = server.request(call(1, "initialize", initialize(versionJson)));
    assertEquals("2025-11-25", answer.at("/result/protocolVersion").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void answersAMissingVersionOrMissingParamsWithTheNewest() {
    ServerRun server = ServerRun.start();
    JsonNode noVersion = server.request(call(1, "initialize", "{\"capabilities\":{}}"));
    JsonNode noParams = server.request(call(2, "initialize", null));
    assertEquals("2025-11-25", noVersion.at("/result/protocolVersion").textValue());
    assertEquals("2025-11-25", noParams.at("/result/protocolVersion").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void initializeResultHasExactlyVersionCapabilitiesAndServerInfo() throws Exception {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    JsonNode answer = server.request(call(7, "initialize", initialize("\"2025-06-18\"")));
    JsonNode expected =
        JSON.readTree(
            "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"protocolVersion\":\"2025-06-18\","
                + "\"capabilities\":{\"tools\":{\"listChanged\":false}},"
                + "\"serverInfo\":{\"name\":\"external-context\",\"version\":\"9.8.7-test\"}}}");
    assertEquals(expected, answer);
    assertEquals(0, server.finish());
  }

  @Test
  void answersPingWithAnEmptyObject() throws Exception {
    ServerRun server = ServerRun.start();
    JsonNode answer = server.request(call("p-1", "ping", null));
    assertEquals(JSON.readTree("{\"jsonrpc\":\"2.0\",\"id\":\"p-1\",\"result\":{}}"), answer);
    assertEquals(0, server.finish());
  }

  @Test
  void neverAnswersInitializedNotification() {
    ServerRun server = ServerRun.start();
    server.send(notification("notifications/initialized", null));
    server.send(notification("notifications/initialized", "{}"));
    // The next frame answers the ping: nothing was written for the notifications.
    assertEquals(2, server.request(call(2, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void acceptsRequestsBeforeInitializeAndARepeatedInitialize() {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    JsonNode list = server.request(call(1, "tools/list", null));
    JsonNode first = server.request(call(2, "initialize", initialize("\"2024-11-05\"")));
    JsonNode second = server.request(call(3, "initialize", initialize("\"2025-03-26\"")));
    assertEquals("context_search", list.at("/result/tools/0/name").textValue());
    assertEquals("2024-11-05", first.at("/result/protocolVersion").textValue());
    assertEquals("2025-03-26", second.at("/result/protocolVersion").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void runsAFullSessionLikeARealClient() {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    server.request(call(0, "initialize", initialize("\"2025-06-18\"")));
    server.send(notification("notifications/initialized", null));
    assertEquals(1, server.request(call(1, "tools/list", "{}")).at("/result/tools").size());
    JsonNode called =
        server.request(
            call(2, "tools/call", "{\"name\":\"context_search\",\"arguments\":{\"query\":\"q\"}}"));
    assertEquals("{\"query\":\"q\"}", called.at("/result/content/0/text").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void exitsZeroWithNoOutputWhenInputIsEmpty() {
    ServerRun server = ServerRun.start();
    assertEquals(0, server.finish());
    assertEquals(0, server.allOutput().length);
  }
}

package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code context_remember} through the built {@code mcp-server.jar} against a fake Mem0. */
@Tag("jar")
class McpServerJarRememberTest {

  private static final String UNKNOWN =
      "{\"status\":\"unknown\",\"message\":\"The provider may have accepted the memory. Do not"
          + " retry automatically.\"}";

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();
  @TempDir Path dir;
  private Path config;

  @BeforeEach
  void writeConfig() {
    config = McpConfigs.mem0Write(dir, mem0.baseUrl());
  }

  @Test
  void sendsTheExactContentInOneRequestAndReportsAccepted() throws Exception {
    String content = "  first line\nsecond \uD83E\uDDE0 line <u>x</u>  ";
    try (McpSession session = McpSession.open(McpConfigs.environment(config))) {
      JsonNode answer = session.request(7, JsonRpc.remember(7, content));

      List<RecordedCall> adds = mem0.addCalls();
      assertEquals(1, adds.size());
      assertEquals(1, mem0.calls().size());
      JsonNode body = JsonRpc.JSON.readTree(adds.get(0).body());
      assertEquals(content, body.path("messages").path(0).path("content").textValue());
      assertEquals("user", body.path("messages").path(0).path("role").textValue());
      assertEquals(McpConfigs.APP_ID, body.path("app_id").textValue());
      assertTrue(body.path("infer").isBoolean() && !body.path("infer").booleanValue());
      assertEquals(List.of("Token " + McpConfigs.KEY), adds.get(0).header("Authorization"));
      assertFalse(JsonRpc.isError(answer));
      assertEquals(
          "{\"status\":\"accepted\",\"providerOperationId\":\""
              + mem0.issuedEventIds().get(0)
              + "\"}",
          JsonRpc.toolText(answer));
      session.finishCleanly();
    }
  }

  @Test
  void reportsStoredWhenTheProviderSucceeded() {
    mem0.respondToAdd(200, "{\"status\":\"SUCCEEDED\"}");
    try (McpSession session = McpSession.open(McpConfigs.environment(config))) {
      JsonNode answer = session.request(3, JsonRpc.remember(3, "Prefer tabs."));

      assertFalse(JsonRpc.isError(answer));
      assertEquals("{\"status\":\"stored\"}", JsonRpc.toolText(answer));
      session.finishCleanly();
    }
  }

  @Test
  void reportsUnknownForAServerErrorAndNeverRetries() {
    mem0.respondToAdd(500, "{\"error\":\"internal\"}");
    try (McpSession session = McpSession.open(McpConfigs.environment(config))) {
      JsonNode answer = session.request(4, JsonRpc.remember(4, "Prefer tabs."));
      session.assertAnswersPing(5);

      assertTrue(JsonRpc.isError(answer));
      assertEquals(UNKNOWN, JsonRpc.toolText(answer));
      session.finishCleanly();
      assertEquals(1, mem0.addCalls().size(), "exactly one request, no retry");
    }
  }

  @Test
  void sendsNothingForContentWithoutVisibleText() {
    try (McpSession session = McpSession.open(McpConfigs.environment(config))) {
      JsonNode answer = session.request(6, JsonRpc.remember(6, " \n\t\u200B "));

      assertTrue(JsonRpc.isError(answer));
      session.finishCleanly();
      assertEquals(0, mem0.calls().size());
    }
  }
}

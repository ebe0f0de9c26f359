package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A canary credential and canary content, echoed back by the provider in error and malformed
 * answers, never reach the real jar's stderr or stdout.
 */
@Tag("jar")
class CanaryTest {

  private static final String KEY = "canary-key-7f3a";
  private static final String CONTENT = "canary-content-91b2";
  private static final String ECHO =
      "{\"error\":\"bad key " + KEY + " for " + CONTENT + "\",\"detail\":\"" + CONTENT + "\"}";

  private static final String EVENT_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();
  @TempDir Path dir;

  @Test
  void neitherCanaryReachesStdoutOrStderr() {
    mem0.respondToAdd(200, "{\"status\":\"PENDING\",\"event_id\":\"" + EVENT_ID + "\"}")
        .respondToAdd(500, ECHO)
        .respondToAdd(400, ECHO)
        .respondToSearch(200, "{\"results\":[{\"id\":\"" + KEY + "\",\"memory\":\"" + CONTENT)
        .respondToSearch(502, ECHO);
    Path config = McpConfigs.mem0Write(dir, mem0.baseUrl());
    try (McpSession session = McpSession.open(McpConfigs.environment(config, KEY))) {
      JsonNode approved = session.request(1, JsonRpc.remember(1, CONTENT));
      JsonNode serverError = session.request(2, JsonRpc.remember(2, CONTENT));
      JsonNode rejected = session.request(3, JsonRpc.remember(3, CONTENT));
      JsonNode malformed = session.request(4, JsonRpc.search(4, "canary"));
      JsonNode badGateway = session.request(5, JsonRpc.search(5, "canary"));
      session.finishCleanly();

      assertFalse(JsonRpc.isError(approved));
      assertEquals(
          "{\"status\":\"accepted\",\"providerOperationId\":\"" + EVENT_ID + "\"}",
          JsonRpc.toolText(approved));
      assertTrue(JsonRpc.toolText(serverError).startsWith("{\"status\":\"unknown\""));
      assertTrue(JsonRpc.toolText(rejected).startsWith("{\"status\":\"failed\""));
      assertEquals("External context search failed.", JsonRpc.toolText(malformed));
      assertEquals("External context search failed.", JsonRpc.toolText(badGateway));
      assertEquals(3, mem0.addCalls().size());
      assertEquals(2, mem0.searchCalls().size());
      assertEquals("Token " + KEY, mem0.addCalls().get(0).header("Authorization").get(0));
      String stdout = session.process().stdoutText();
      String stderr = session.process().stderrText();
      for (String canary : new String[] {KEY, CONTENT}) {
        assertFalse(stderr.contains(canary), canary + " on stderr");
        assertFalse(stdout.contains(canary), canary + " on stdout");
      }
    }
  }
}

package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real jar in a heap far too small for what it is sent: memory running out during one request
 * fails that request with its documented error, and the same session then serves normal requests
 * again. Nothing reaches stderr, and closing stdin still ends the server with exit code 0.
 */
@Tag("jar")
class MemoryExhaustionTest {

  /**
   * Enough to start and to serve small requests, far from enough for the requests below: the server
   * holds large answers one at a time, so the heap is too small even for one of them beside the
   * large line.
   */
  private static final List<String> TINY_HEAP = List.of("-Xmx6m");

  private static final int CONCURRENT_SEARCHES = 4;
  private static final String SEARCH_FAILED = "External context search failed.";

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();
  @TempDir Path dir;

  @Test
  void failsOnlyTheRequestsThatRunOutOfMemoryAndServesTheNextOnes() {
    mem0.setSearchResults("[{\"id\":\"small\",\"memory\":\"fits\"}]");
    Path config = McpConfigs.mem0Write(dir, mem0.baseUrl());
    try (McpSession session = McpSession.open(McpConfigs.environment(config), TINY_HEAP)) {
      assertEquals(
          LargeAnswers.envelopeOf("small", "fits"),
          JsonRpc.toolText(session.request(1, JsonRpc.search(1, "warm"))));

      for (int i = 0; i < CONCURRENT_SEARCHES; i++) {
        mem0.respondToSearch(LargeAnswers.oneMebibyteSentSlowly());
      }
      for (int id = 10; id < 10 + CONCURRENT_SEARCHES; id++) {
        session.send(JsonRpc.search(id, "large"));
      }
      session.send(pingHoldingAHundredThousandStrings(20));

      Map<Integer, JsonNode> answers = new HashMap<>();
      for (int i = 0; i < CONCURRENT_SEARCHES + 1; i++) {
        JsonNode frame = session.nextFrame();
        answers.put(frame.path("id").isNull() ? -1 : frame.path("id").intValue(), frame);
      }
      JsonNode unreadable = answers.get(-1);
      assertEquals(-32603, JsonRpc.errorCode(unreadable), unreadable::toString);
      int failed = 0;
      for (int id = 10; id < 10 + CONCURRENT_SEARCHES; id++) {
        JsonNode answer = answers.get(id);
        String text = JsonRpc.toolText(answer);
        boolean isFailure = JsonRpc.isError(answer);
        assertEquals(isFailure ? SEARCH_FAILED : LargeAnswers.envelope(), text, "answer " + id);
        failed += isFailure ? 1 : 0;
      }
      assertTrue(failed > 0, "four 1 MiB answers at once do not fit in this heap");

      // A search that ran out of memory before its request was sent left its 1 MiB answer
      // scripted; the next search must get the small default answer instead. Memory may also have
      // run out on the JDK HTTP client's own thread (about one run in eight on a busy machine),
      // which kills that client: the next search must still reach the provider.
      mem0.forgetScripts();

      assertEquals(
          LargeAnswers.envelopeOf("small", "fits"),
          JsonRpc.toolText(session.request(30, JsonRpc.search(30, "again"))));
      session.assertAnswersPing(31);
      session.finishCleanly();
    }
  }

  /**
   * A ping whose params hold about a hundred thousand one-character strings: a line of 400 KB whose
   * parsed tree needs several times the heap.
   */
  private static String pingHoldingAHundredThousandStrings(int id) {
    String strings = "\"x\",".repeat(99_000);
    return "{\"jsonrpc\":\"2.0\",\"id\":"
        + id
        + ",\"method\":\"ping\",\"params\":{\"pad\":["
        + strings
        + "\"x\"]}}";
  }
}

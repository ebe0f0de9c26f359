package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The most memory one session can need at once, with the heap the generated launch line gives the
 * server: every tool worker busy with a 1 MiB provider answer of non-Latin-1 text while stdin
 * delivers a line of about 1 MiB. Every request gets its right answer, round after round.
 */
@Tag("jar")
class WorstCaseTest {

  private static final int WORKERS = 4;
  private static final int ROUNDS = 3;
  private static final String CONTENT_INVALID =
      "Memory content must have at most 4000 characters, contain visible text, and have no"
          + " unpaired surrogates.";

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();
  @TempDir Path dir;

  @Test
  void answersEveryRequestRightWhenAllWorkersHoldALargeAnswerAndALargeLineArrives() {
    Path config = McpConfigs.mem0Write(dir, mem0.baseUrl());
    try (McpSession session = McpSession.open(McpConfigs.environment(config))) {
      int id = 100;
      for (int round = 0; round < ROUNDS; round++) {
        for (int i = 0; i < WORKERS; i++) {
          mem0.respondToSearch(LargeAnswers.oneMebibyteSentSlowly());
        }
        Map<Integer, String> expected = new HashMap<>();
        for (int i = 0; i < WORKERS; i++, id++) {
          session.send(JsonRpc.search(id, "large"));
          expected.put(id, LargeAnswers.envelope());
        }
        session.send(JsonRpc.remember(id, "\u20ac".repeat(340_000)));
        expected.put(id++, CONTENT_INVALID);

        for (int i = 0; i < expected.size(); i++) {
          JsonNode answer = session.nextFrame();
          int answered = answer.path("id").intValue();
          String text = JsonRpc.toolText(answer);
          assertTrue(
              text.equals(expected.get(answered)),
              () -> "answer " + answered + ": " + text.substring(0, Math.min(120, text.length())));
          boolean refused = expected.get(answered).equals(CONTENT_INVALID);
          assertEquals(refused, JsonRpc.isError(answer), answer::toString);
        }
      }
      assertFalse(session.process().stdoutEndedMidLine());
      session.finishCleanly();
    }
  }
}

package io.qwenmanaged.mcp.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.IntNode;
import io.qwenmanaged.mcp.tools.ToolOutcome;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * A tool call is always answered: when memory runs out while its answer is built or written, the
 * internal error serialised before the tool ran goes out instead, with the call's id.
 */
class ToolCallAnswerTest {

  private static final String INTERNAL_ERROR_7 =
      "{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}\n";

  private final AtomicBoolean memoryExhausted = new AtomicBoolean();
  private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
  private final FrameWriter writer = new FrameWriter(stdout, new ExhaustibleMapper());

  /** Serialises normally until memory is marked exhausted, then throws what the JVM would. */
  private final class ExhaustibleMapper extends ObjectMapper {
    @Override
    public byte[] writeValueAsBytes(Object value) throws JsonProcessingException {
      if (memoryExhausted.get()) {
        throw new OutOfMemoryError("Java heap space");
      }
      return super.writeValueAsBytes(value);
    }
  }

  private String answerOf(FakeTools.Scripted tool) {
    ToolCalls calls = new ToolCalls(Map.of(tool.name(), tool), writer);
    JsonNode params =
        ProtocolJson.newMapper()
            .createObjectNode()
            .put("name", tool.name())
            .set("arguments", ProtocolJson.newMapper().createObjectNode());
    calls.submit(IntNode.valueOf(7), params);
    calls.shutdown(Duration.ofSeconds(10));
    return stdout.toString(StandardCharsets.UTF_8);
  }

  @Test
  void answersWithAnInternalErrorWhenMemoryRunsOutWritingTheToolsAnswer() {
    String answer =
        answerOf(
            new FakeTools.Scripted(
                "context_search",
                args -> {
                  memoryExhausted.set(true);
                  return new ToolOutcome("found", false);
                }));

    assertEquals(INTERNAL_ERROR_7, answer);
  }

  @Test
  void answersWithAnInternalErrorWhenMemoryRunsOutInsideTheTool() {
    String answer =
        answerOf(
            new FakeTools.Scripted(
                "context_search",
                args -> {
                  memoryExhausted.set(true);
                  throw new OutOfMemoryError("Java heap space");
                }));

    assertEquals(INTERNAL_ERROR_7, answer);
  }

  @Test
  void writesTheToolsOwnAnswerWhenMemorySuffices() {
    String answer =
        answerOf(new FakeTools.Scripted("context_search", args -> new ToolOutcome("found", false)));

    assertEquals(
        "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
            + "\"found\"}],\"isError\":false}}\n",
        answer);
  }
}

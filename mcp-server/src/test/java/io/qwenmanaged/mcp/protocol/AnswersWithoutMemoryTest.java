package io.qwenmanaged.mcp.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.provider.RememberResult;
import io.qwenmanaged.mcp.provider.SearchResult;
import io.qwenmanaged.mcp.tools.RememberTool;
import io.qwenmanaged.mcp.tools.SearchTool;
import io.qwenmanaged.mcp.tools.Tool;
import io.qwenmanaged.mcp.tools.ToolOutcome;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every line and every tool call is answered, even when memory runs out while the answer itself is
 * built or written: the answer serialised ahead of time goes out instead — the tool's documented
 * failure (an internal error for a tool without one) with the call's id, or an internal error with
 * id null for a line that could not be handled.
 */
@Tag("unit")
class AnswersWithoutMemoryTest {

  private static final String INTERNAL_ERROR_7 =
      "{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}\n";
  private static final String INTERNAL_ERROR_NULL =
      "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}\n";

  private final AtomicBoolean memoryExhausted = new AtomicBoolean();
  private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();

  /**
   * Reads and serialises normally until memory is marked exhausted. Then serialising a tool's
   * answer, or any frame with a null id, throws what the JVM would; and a line holding {@code
   * "exhausting"} exhausts memory while it is read.
   */
  private final class ExhaustibleMapper extends ObjectMapper {
    @Override
    public byte[] writeValueAsBytes(Object value) throws JsonProcessingException {
      ObjectNode frame = (ObjectNode) value;
      if (memoryExhausted.get()
          && (frame.path("result").has("content") || frame.get("id").isNull())) {
        throw new OutOfMemoryError("Java heap space");
      }
      return super.writeValueAsBytes(value);
    }

    @Override
    public JsonNode readTree(byte[] content, int offset, int len) throws IOException {
      if (new String(content, offset, len, StandardCharsets.UTF_8).contains("exhausting")) {
        memoryExhausted.set(true);
        throw new OutOfMemoryError("Java heap space");
      }
      return super.readTree(content, offset, len);
    }
  }

  private String answerOf(Tool tool) {
    FrameWriter writer = new FrameWriter(stdout, new ExhaustibleMapper());
    ToolCalls calls = new ToolCalls(Map.of(tool.name(), tool), writer);
    ObjectMapper plain = ProtocolJson.newMapper();
    ObjectNode arguments =
        plain.createObjectNode().put("query", "jdk").put("content", "Use JDK 17.");
    JsonNode params = plain.createObjectNode().put("name", tool.name()).set("arguments", arguments);
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
  void answersASearchWhoseAnswerCannotBeWrittenWithTheDocumentedSearchFailure() {
    String answer =
        answerOf(
            new SearchTool(
                query -> {
                  memoryExhausted.set(true);
                  return new SearchResult.Found(List.of());
                }));

    assertEquals(
        "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
            + "\"External context search failed.\"}],\"isError\":true}}\n",
        answer);
  }

  @Test
  void answersAMemoryWriteWhoseAnswerCannotBeWrittenAsUnknown() {
    String answer =
        answerOf(
            new RememberTool(
                content -> {
                  memoryExhausted.set(true);
                  return new RememberResult.Stored(null);
                },
                () -> true));

    assertEquals(
        "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":[{\"type\":\"text\",\"text\":"
            + "\"{\\\"status\\\":\\\"unknown\\\",\\\"message\\\":\\\"The provider may have"
            + " accepted the memory. Do not retry automatically.\\\"}\"}],\"isError\":true}}\n",
        answer);
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

  @Test
  void answersALineThatExhaustedMemoryAndServesTheNextOne() {
    McpServer server = new McpServer(List.of(), "1", Duration.ZERO, new ExhaustibleMapper());
    String lines =
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\"exhausting\"}}\n"
            + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}\n";

    int exitCode =
        server.serve(new ByteArrayInputStream(lines.getBytes(StandardCharsets.UTF_8)), stdout);

    assertEquals(0, exitCode);
    assertEquals(
        INTERNAL_ERROR_NULL + "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{}}\n",
        stdout.toString(StandardCharsets.UTF_8));
  }
}

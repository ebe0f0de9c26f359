package io.qwenmanaged.mcp.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.provider.MemoryWriter;
import io.qwenmanaged.mcp.provider.RememberResult;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class RememberToolTest {

  private static final String UUID = "123e4567-e89b-42d3-a456-426614174000";
  private static final String UPPER_UUID = "ABCDEF01-2345-6789-ABCD-EF0123456789";
  private static final String STORED = "{\"status\":\"stored\"}";
  private static final String FAILED =
      "{\"status\":\"failed\",\"message\":\"The provider rejected the memory. Do not retry"
          + " without changing the content or configuration.\"}";
  private static final String UNKNOWN =
      "{\"status\":\"unknown\",\"message\":\"The provider may have accepted the memory. Do not"
          + " retry automatically.\"}";
  private static final String CANARY = "CANARY-CONTENT-5d1f0c9e-never-echo";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final RecordingMemoryWriter writer = RecordingMemoryWriter.accepting();
  private final RememberTool tool = new RememberTool(writer, () -> true);

  static ObjectNode content(String content) {
    return JsonNodeFactory.instance.objectNode().put("content", content);
  }

  static Stream<Arguments> resultsAndTexts() {
    return Stream.of(
        Arguments.of(new RememberResult.Stored(null), STORED, false),
        Arguments.of(
            new RememberResult.Stored(UUID),
            "{\"status\":\"stored\",\"providerOperationId\":\"" + UUID + "\"}",
            false),
        Arguments.of(
            new RememberResult.Accepted(UUID),
            "{\"status\":\"accepted\",\"providerOperationId\":\"" + UUID + "\"}",
            false),
        Arguments.of(
            new RememberResult.Accepted(UPPER_UUID),
            "{\"status\":\"accepted\",\"providerOperationId\":\"" + UPPER_UUID + "\"}",
            false),
        Arguments.of(new RememberResult.Failed(), FAILED, true),
        Arguments.of(new RememberResult.Unknown(), UNKNOWN, true),
        Arguments.of(new RememberResult.Stored("evt-1"), UNKNOWN, true),
        Arguments.of(new RememberResult.Stored(UUID + "\n"), UNKNOWN, true),
        Arguments.of(new RememberResult.Accepted(null), UNKNOWN, true),
        Arguments.of(
            new RememberResult.Accepted("\"},{\"x\":\"" + UUID.substring(10)), UNKNOWN, true),
        Arguments.of(new RememberResult.Accepted(UUID.replace('-', '_')), UNKNOWN, true),
        Arguments.of(new RememberResult.Accepted(UUID.replace('a', 'g')), UNKNOWN, true),
        Arguments.of(null, UNKNOWN, true));
  }

  @ParameterizedTest
  @MethodSource("resultsAndTexts")
  void mapsEveryWriterResultToItsStableText(RememberResult result, String text, boolean isError) {
    RecordingMemoryWriter answering = new RecordingMemoryWriter(result);

    ToolOutcome outcome = new RememberTool(answering, () -> true).call(content("Use JDK 17."));

    assertEquals(new ToolOutcome(text, isError), outcome);
    assertEquals(List.of("Use JDK 17."), answering.contents);
  }

  @ParameterizedTest
  @ValueSource(strings = {"exception", "out of memory", "stack overflow"})
  void reportsAThrowingWriterAsUnknown(String failure) {
    MemoryWriter throwing =
        content -> {
          switch (failure) {
            case "out of memory" -> throw new OutOfMemoryError(content);
            case "stack overflow" -> throw new StackOverflowError(content);
            default -> throw new IllegalStateException(content);
          }
        };

    assertEquals(
        new ToolOutcome(UNKNOWN, true),
        new RememberTool(throwing, () -> true).call(content(CANARY)));
  }

  static Stream<String> invalidContent() {
    return Stream.of(
        "",
        " ",
        " \n\t\r ",
        "\u00A0\u3000\u2028",
        "\u200B\u200D\uFEFF\u00AD",
        "\u0000\u0085\u007F",
        "a".repeat(4001),
        "\uD83D\uDE00".repeat(4001),
        "abc\uD800",
        "\uDC00abc",
        "ab\uDE00\uD83Dcd");
  }

  @ParameterizedTest
  @MethodSource("invalidContent")
  void rejectsContentBreakingTheContractWithoutCallingTheWriter(String invalid) {
    assertEquals(new ToolOutcome(RememberTool.CONTENT_INVALID, true), tool.call(content(invalid)));
    assertEquals(List.of(), writer.contents);
  }

  @ParameterizedTest
  @MethodSource("argumentsWithoutStringContent")
  void rejectsArgumentsWithoutStringContentWithoutCallingTheWriter(String arguments)
      throws Exception {
    JsonNode node = arguments == null ? null : JSON.readTree(arguments);

    assertEquals(new ToolOutcome(RememberTool.CONTENT_NOT_A_STRING, true), tool.call(node));
    assertEquals(List.of(), writer.contents);
  }

  static Stream<String> argumentsWithoutStringContent() {
    return Stream.of(
        null,
        "null",
        "\"content\"",
        "[\"content\"]",
        "{}",
        "{\"Content\":\"x\"}",
        "{\"content\":null}",
        "{\"content\":1}",
        "{\"content\":[\"x\"]}",
        "{\"content\":{\"text\":\"x\"}}");
  }

  static Stream<String> exactContent() {
    return Stream.of(
        "  leading and trailing spaces  ",
        "\nnewline around\n",
        "line one\r\nline two\twith tab",
        "\uD83D\uDE00 emoji first and last \uD83D\uDE80",
        "visible with embedded \u0000 NUL, \u007F DEL and \u200B zero width",
        "\uFEFFbyte order mark",
        "<b>markup</b> & \"quotes\" \\ backslash",
        "\uD83D\uDE00".repeat(4000),
        "x" + " ".repeat(3999));
  }

  @ParameterizedTest
  @MethodSource("exactContent")
  void passesValidContentToTheWriterExactlyOnceAndUnchanged(String exact) {
    ToolOutcome outcome = tool.call(content(exact));

    assertFalse(outcome.isError());
    assertEquals(List.of(exact), writer.contents);
  }

  @Test
  void ignoresExtraArgumentsAndNeverForwardsThem() throws Exception {
    JsonNode arguments =
        JSON.readTree(
            "{\"content\":\"note\",\"app_id\":\"other\",\"metadata\":{\"k\":1},\"infer\":true}");

    tool.call(arguments);

    assertEquals(List.of("note"), writer.contents);
  }

  @Test
  void neverEchoesContentInAnyOutcome() {
    List<RememberResult> results =
        List.of(
            new RememberResult.Stored(null),
            new RememberResult.Stored(UUID),
            new RememberResult.Accepted(UUID),
            new RememberResult.Failed(),
            new RememberResult.Unknown(),
            new RememberResult.Accepted(CANARY));
    for (RememberResult result : results) {
      String text =
          new RememberTool(new RecordingMemoryWriter(result), () -> true)
              .call(content(CANARY))
              .text();
      assertFalse(text.contains(CANARY), text);
    }
    for (String invalid : List.of(CANARY.repeat(200), CANARY + "\uD800")) {
      assertFalse(tool.call(content(invalid)).text().contains(CANARY));
    }
  }

  @Test
  void aClosedWriteGateFailsTheWriteWithoutCallingTheWriter() {
    RecordingMemoryWriter recording = RecordingMemoryWriter.accepting();

    ToolOutcome outcome = new RememberTool(recording, () -> false).call(content(CANARY));

    assertEquals(new ToolOutcome(RememberOutcomes.BLOCKED, true), outcome);
    assertEquals(List.of(), recording.contents);
    assertTrue(!outcome.text().contains(CANARY));
  }

  @Test
  void aWriteGateThatCannotTellCountsAsClosed() {
    RecordingMemoryWriter recording = RecordingMemoryWriter.accepting();
    WriteGate broken =
        () -> {
          throw new IllegalStateException("cannot tell");
        };

    assertEquals(
        new ToolOutcome(RememberOutcomes.BLOCKED, true),
        new RememberTool(recording, broken).call(content("note")));
    assertEquals(List.of(), recording.contents);
  }

  @Test
  void invalidContentIsRefusedBeforeTheGateIsAsked() {
    WriteGate failing =
        () -> {
          throw new AssertionError("the gate must not be asked for invalid content");
        };

    assertEquals(
        RememberTool.CONTENT_INVALID,
        new RememberTool(RecordingMemoryWriter.accepting(), failing).call(content(" ")).text());
  }
}

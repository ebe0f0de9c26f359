package io.qwenmanaged.tests.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile lines on the real jar's stdin get a JSON-RPC error frame (or nothing, for a
 * notification), never a crash or a hang, and the server keeps answering afterwards.
 */
@Tag("jar")
class HostileStdinTest {

  private static final int PARSE_ERROR = -32700;
  private static final int INVALID_REQUEST = -32600;
  private static final int IGNORED = 0;
  private static final String PING_PREFIX = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"";

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();
  @TempDir Path dir;

  static Stream<Arguments> hostileLines() {
    return Stream.of(
        hostile("malformed JSON", text("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":"), PARSE_ERROR),
        hostile("not an object", text("[1,2,3]"), INVALID_REQUEST),
        hostile("2 MiB line", text(pingWithPadding(2 * 1024 * 1024)), INVALID_REQUEST),
        hostile(
            "invalid UTF-8",
            concat(
                text(PING_PREFIX + ",\"params\":{\"x\":\""),
                new byte[] {(byte) 0xC3, 0x28, (byte) 0xED, (byte) 0xA0, (byte) 0x80},
                text("\"}}")),
            PARSE_ERROR),
        hostile("NUL byte line", new byte[] {0}, PARSE_ERROR),
        hostile(
            "NUL byte inside a string",
            text(PING_PREFIX + ",\"params\":{\"x\":\"a\u0000b\"}}"),
            PARSE_ERROR),
        hostile(
            "deeply nested request",
            text(
                PING_PREFIX
                    + ",\"params\":{\"a\":"
                    + "[".repeat(100_000)
                    + "]".repeat(100_000)
                    + "}}"),
            PARSE_ERROR),
        hostile(
            "huge number id",
            text("{\"jsonrpc\":\"2.0\",\"id\":1" + "0".repeat(5000) + ",\"method\":\"ping\"}"),
            PARSE_ERROR),
        hostile(
            "nested notification",
            text(
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/x\","
                    + "\"params\":{\"a\":"
                    + "[".repeat(200)
                    + "]".repeat(200)
                    + "}}"),
            IGNORED));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hostileLines")
  void answersWithAnErrorFrameAndKeepsServing(String name, byte[] line, int expectedCode) {
    Path config = McpConfigs.mem0Write(dir, mem0.baseUrl());
    try (McpSession session = McpSession.open(McpConfigs.environment(config))) {
      // The ping follows at once, so a missing answer shows as the ping's answer coming first.
      session.process().sendBytes(concat(line, text("\n" + JsonRpc.ping(99) + "\n")));

      if (expectedCode != IGNORED) {
        JsonNode error = session.nextFrame();
        assertEquals(expectedCode, JsonRpc.errorCode(error), error::toString);
        assertTrue(error.get("id").isNull(), () -> "an unreadable request has id null: " + error);
      }
      assertEquals(99, session.nextFrame().path("id").intValue(), "the ping's answer comes next");
      session.assertAnswersPing(100);
      session.finishCleanly();
      assertEquals(0, mem0.calls().size());
    }
  }

  private static Arguments hostile(String name, byte[] line, int expectedCode) {
    return Arguments.of(name, line, expectedCode);
  }

  private static String pingWithPadding(int bytes) {
    return PING_PREFIX + ",\"params\":{\"pad\":\"" + "x".repeat(bytes) + "\"}}";
  }

  private static byte[] text(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream joined = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      joined.writeBytes(part);
    }
    return joined.toByteArray();
  }
}

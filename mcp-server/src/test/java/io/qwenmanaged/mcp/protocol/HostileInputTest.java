package io.qwenmanaged.mcp.protocol;

import static io.qwenmanaged.mcp.protocol.ServerRun.call;
import static io.qwenmanaged.mcp.protocol.ServerRun.callWithIdJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class HostileInputTest {

  private static final String PING = call(1, "ping", null);

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /** A ping line padded with spaces inside the object to exactly {@code length} bytes. */
  private static byte[] pingOfLength(int length) {
    String head = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"";
    byte[] line = new byte[length];
    Arrays.fill(line, (byte) ' ');
    System.arraycopy(bytes(head), 0, line, 0, head.length());
    line[length - 1] = '}';
    return line;
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      all.writeBytes(part);
    }
    return all.toByteArray();
  }

  private static void assertErrorWithNullId(JsonNode frame, int code) {
    assertEquals(code, frame.at("/error/code").intValue());
    assertTrue(frame.get("id").isNull());
  }

  @Test
  void acceptsALineOfExactlyTheMaximumSize() {
    ServerRun server = ServerRun.start();
    server.sendBytes(concat(pingOfLength(McpServer.MAX_LINE_BYTES), bytes("\n")));
    assertEquals(1, server.nextFrame().get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void rejectsALineOneByteTooLongThenServesTheNextLine() {
    ServerRun server = ServerRun.start();
    server.sendBytes(concat(pingOfLength(McpServer.MAX_LINE_BYTES + 1), bytes("\n")));
    JsonNode rejected = server.nextFrame();
    assertErrorWithNullId(rejected, -32600);
    assertEquals(
        "Request exceeds the maximum message size", rejected.at("/error/message").asText());
    assertEquals(2, server.request(call(2, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void discardsAHugeLineArrivingInPiecesAndAnswersItOnce() {
    ServerRun server = ServerRun.start();
    byte[] piece = new byte[256 * 1024];
    Arrays.fill(piece, (byte) '[');
    for (int i = 0; i < 40; i++) {
      server.sendBytes(piece);
    }
    server.sendBytes(bytes("\n" + PING + "\n"));
    assertErrorWithNullId(server.nextFrame(), -32600);
    assertEquals(1, server.nextFrame().get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void rejectsAnOverlongLastLineWithoutNewlineAndExitsZero() {
    ServerRun server = ServerRun.start();
    server.sendBytes(pingOfLength(McpServer.MAX_LINE_BYTES + 10));
    server.closeInput();
    assertEquals(0, server.awaitExit());
    assertErrorWithNullId(server.nextFrame(), -32600);
    server.assertNothingMoreWritten();
  }

  @Test
  void answersALastLineWithoutNewline() {
    ServerRun server = ServerRun.start();
    server.sendBytes(bytes(PING));
    server.closeInput();
    assertEquals(0, server.awaitExit());
    assertEquals(1, server.nextFrame().get("id").intValue());
    server.assertNothingMoreWritten();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "C328", // invalid continuation
        "C0AF", // overlong '/'
        "E080AF", // overlong, three bytes
        "EDA080", // UTF-16 surrogate encoded in UTF-8
        "F4908080", // above U+10FFFF
        "FF", // never valid
        "E282" // truncated sequence
      })
  void answersInvalidUtf8WithAParseErrorAndKeepsServing(String hex) {
    byte[] invalid = new BigInteger("1" + hex, 16).toByteArray();
    invalid = Arrays.copyOfRange(invalid, 1, invalid.length);
    byte[] line =
        concat(
            bytes("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"q\":\""),
            invalid,
            bytes("\"}}\n"));
    ServerRun server = ServerRun.start();
    server.sendBytes(line);
    assertErrorWithNullId(server.nextFrame(), -32700);
    assertEquals(2, server.request(call(2, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void answersDeepNestingWithAParseError() {
    ServerRun server = ServerRun.start();
    assertErrorWithNullId(server.request("[".repeat(100_000)), -32700);
    String deepParams = "{\"a\":".repeat(5000) + "1" + "}".repeat(5000);
    assertErrorWithNullId(server.request(call(2, "ping", deepParams)), -32700);
    assertEquals(3, server.request(call(3, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void answersAFrameWithTooManyTokensWithAParseError() {
    ServerRun server = ServerRun.start();
    String manyTokens = "[" + "{},".repeat((int) ProtocolJson.MAX_TOKENS) + "{}]";
    assertErrorWithNullId(server.request(call(1, "ping", manyTokens)), -32700);
    assertEquals(2, server.request(call(2, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void handlesHugeNumbersWithoutCrashing() {
    ServerRun server = ServerRun.start(FakeTools.echo("t"));
    String bigInteger = "1" + "0".repeat(500);
    assertEquals(
        new BigInteger(bigInteger),
        server.request(callWithIdJson(bigInteger, "ping", null)).get("id").bigIntegerValue());
    assertErrorWithNullId(server.request(callWithIdJson("1e999999", "ping", null)), -32600);
    assertErrorWithNullId(server.request(callWithIdJson("9".repeat(5000), "ping", null)), -32700);
    JsonNode echoed =
        server.request(call(4, "tools/call", "{\"name\":\"t\",\"arguments\":{\"n\":1e999999}}"));
    assertEquals(4, echoed.get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void answersRawNulBytesWithAParseErrorAndTreatsEscapedNulAsText() {
    ServerRun server = ServerRun.start(FakeTools.echo("t"));
    server.sendBytes(concat(bytes(PING), new byte[] {0}, bytes("\n")));
    assertErrorWithNullId(server.nextFrame(), -32700);
    server.sendBytes(bytes("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"pi\u0000ng\"}\n"));
    assertErrorWithNullId(server.nextFrame(), -32700);
    JsonNode escaped = server.request(call(3, "ping\\u0000", null));
    assertEquals(-32601, escaped.at("/error/code").intValue());
    JsonNode echoed =
        server.request(call(4, "tools/call", "{\"name\":\"t\",\"arguments\":\"a\\u0000b\"}"));
    assertEquals("\"a\\u0000b\"", echoed.at("/result/content/0/text").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void echoesLoneSurrogateIdsAndPassesLoneSurrogateArguments() {
    ServerRun server = ServerRun.start(FakeTools.echo("t"));
    JsonNode answer = server.request(call("\\ud800x\\udfff", "ping", null));
    assertEquals("\ud800x\udfff", answer.get("id").textValue());
    JsonNode echoed =
        server.request(call(2, "tools/call", "{\"name\":\"t\",\"arguments\":\"\\udc00\"}"));
    assertEquals("\"\udc00\"", echoed.at("/result/content/0/text").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void readsFramesSplitAcrossSingleByteReads() {
    ServerRun server = ServerRun.startTrickling(FakeTools.echo("t"));
    server.send(PING).send(call(2, "tools/call", "{\"name\":\"t\",\"arguments\":\"é😀\"}"));
    assertEquals(1, server.nextFrame().get("id").intValue());
    assertEquals("\"é😀\"", server.nextFrame().at("/result/content/0/text").textValue());
    assertEquals(0, server.finish());
  }
}

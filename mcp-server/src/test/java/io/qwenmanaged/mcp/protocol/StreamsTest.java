package io.qwenmanaged.mcp.protocol;

import static io.qwenmanaged.mcp.protocol.ServerRun.call;
import static io.qwenmanaged.mcp.protocol.ServerRun.callWithIdJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.tools.ToolOutcome;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class StreamsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** A stdout whose reader has gone: every write fails like EPIPE. */
  private static final class BrokenPipe extends OutputStream {
    int writes;

    @Override
    public void write(int b) throws IOException {
      writes++;
      throw new IOException("Broken pipe");
    }
  }

  /** Runs {@code serve} on its own thread so a server that never returns fails the test. */
  private static int serveGuarded(McpServer server, InputStream in, OutputStream out) {
    CompletableFuture<Integer> code = new CompletableFuture<>();
    Thread thread = new Thread(() -> code.complete(server.serve(in, out)));
    thread.setDaemon(true);
    thread.start();
    try {
      return code.get(30, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      return fail("serve did not return");
    } catch (InterruptedException | ExecutionException e) {
      throw new AssertionError(e);
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "0",
        "-1",
        "2147483648",
        "9223372036854775807",
        "-18446744073709551616",
        "\"abc\"",
        "\"\"",
        "\"1\"",
        "\"a\\\"b\\\\c\"",
        "\"\\u00e9\\u2028\""
      })
  void answersCarryTheRequestIdUnchanged(String idJson) {
    ServerRun server = ServerRun.start();
    server.request(callWithIdJson(idJson, "ping", null));
    assertEquals(0, server.finish());
    String written = new String(server.allOutput(), StandardCharsets.UTF_8);
    String expectedId = idJson.equals("\"\\u00e9\\u2028\"") ? "\"\u00e9\u2028\"" : idJson;
    assertEquals("{\"jsonrpc\":\"2.0\",\"id\":" + expectedId + ",\"result\":{}}\n", written);
  }

  @Test
  void writesUtf8WhateverTheDefaultCharsetWithAstralCharactersRaw() {
    String text = "é 中 😀";
    ServerRun server =
        ServerRun.start(new FakeTools.Scripted("t", args -> new ToolOutcome(text, false)));
    server.request(call(1, "tools/call", "{\"name\":\"t\"}"));
    assertEquals(0, server.finish());
    String written = new String(server.allOutput(), StandardCharsets.UTF_8);
    assertTrue(written.contains("\"text\":\"" + text + "\""), written);
  }

  @Test
  void stopsAndReturnsOneWhenStdoutCannotBeWritten() {
    BrokenPipe stdout = new BrokenPipe();
    ScriptedInput stdin = new ScriptedInput(false);
    stdin.feed((call(1, "ping", null) + "\n").getBytes(StandardCharsets.UTF_8));
    // stdin stays open: the server must stop because of stdout, not because input ended.
    int code = serveGuarded(new McpServer(List.of(), "1"), stdin, stdout);
    assertEquals(1, code);
    assertEquals(1, stdout.writes);
  }

  @Test
  void returnsOneWhenStdinCannotBeRead() {
    InputStream failing =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("read failed");
          }
        };
    CapturedOutput stdout = new CapturedOutput();
    assertEquals(1, serveGuarded(new McpServer(List.of(), "1"), failing, stdout));
    assertEquals(0, stdout.allBytes().length);
  }

  @Test
  void servesAWholeScriptFromAClosedStdinAndAnswersInOrder() {
    String script =
        call(1, "initialize", "{\"protocolVersion\":\"2025-06-18\"}")
            + "\n"
            + "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
            + call(2, "tools/list", null)
            + "\n"
            + call(3, "ping", null)
            + "\n";
    CapturedOutput stdout = new CapturedOutput();
    int code =
        serveGuarded(
            new McpServer(List.of(FakeTools.echo("t")), "1"),
            new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
            stdout);
    assertEquals(0, code);
    String[] lines = new String(stdout.allBytes(), StandardCharsets.UTF_8).split("\n", -1);
    assertEquals(4, lines.length);
    assertTrue(lines[0].startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":"));
    assertTrue(lines[1].startsWith("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"tools\":["));
    assertEquals("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}", lines[2]);
    assertEquals("", lines[3], "the output ends with a newline");
  }

  @Test
  void keepsEachLineWholeWhenLongAndShortLinesArriveTogether() throws IOException {
    String longArgument = "{\"query\":\"" + "L".repeat(200_000) + "\"}";
    String script =
        call(1, "tools/call", "{\"name\":\"t\",\"arguments\":" + longArgument + "}")
            + "\n"
            + call(2, "tools/call", "{\"name\":\"t\",\"arguments\":{\"query\":\"s\"}}")
            + "\n"
            + call(3, "ping", null)
            + "\n";
    CapturedOutput stdout = new CapturedOutput();
    int code =
        serveGuarded(
            new McpServer(List.of(FakeTools.echo("t")), "1", Duration.ofSeconds(30)),
            new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
            stdout);

    assertEquals(0, code);
    Map<Integer, String> texts = new HashMap<>();
    for (String line : new String(stdout.allBytes(), StandardCharsets.UTF_8).split("\n")) {
      JsonNode frame = JSON.readTree(line);
      texts.put(frame.path("id").intValue(), frame.at("/result/content/0/text").asText("none"));
    }
    assertTrue(longArgument.equals(texts.get(1)), "the long line's arguments, whole");
    assertEquals("{\"query\":\"s\"}", texts.get(2));
    assertEquals("none", texts.get(3));
  }
}

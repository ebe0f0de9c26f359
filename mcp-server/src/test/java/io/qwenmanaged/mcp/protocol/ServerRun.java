package io.qwenmanaged.mcp.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.tools.Tool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A server serving injected streams on its own thread, driven line by line by a test. */
public final class ServerRun {

  static final String VERSION = "9.8.7-test";
  private static final long HANG_GUARD_SECONDS = 30;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final ScriptedInput input;
  private final CapturedOutput output = new CapturedOutput();
  private final CompletableFuture<Integer> exitCode = new CompletableFuture<>();

  private ServerRun(McpServer server, boolean trickle) {
    this.input = new ScriptedInput(trickle);
    Thread thread =
        new Thread(
            () -> {
              try {
                exitCode.complete(server.serve(input, output));
              } catch (Throwable t) {
                exitCode.completeExceptionally(t);
              }
            },
            "server-under-test");
    thread.setDaemon(true);
    thread.start();
  }

  static ServerRun start(Tool... tools) {
    return new ServerRun(new McpServer(List.of(tools), VERSION), false);
  }

  static ServerRun startWithGrace(Duration grace, Tool... tools) {
    return new ServerRun(new McpServer(List.of(tools), VERSION, grace), false);
  }

  static ServerRun startTrickling(Tool... tools) {
    return new ServerRun(new McpServer(List.of(tools), VERSION), true);
  }

  /** Sends one line (a newline is appended). */
  ServerRun send(String line) {
    return sendBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
  }

  ServerRun sendBytes(byte[] bytes) {
    input.feed(bytes);
    return this;
  }

  /** The next frame written, checked to be exactly one JSON object on its own line. */
  JsonNode nextFrame() {
    String line = output.nextLine();
    try {
      JsonNode frame = JSON.readTree(line);
      assertTrue(frame != null && frame.isObject(), "a frame is a JSON object: " + line);
      return frame;
    } catch (IOException e) {
      return fail("a frame is one JSON object per line: " + line);
    }
  }

  /** Sends a request and returns the next frame, which must answer it. */
  JsonNode request(String line) {
    send(line);
    return nextFrame();
  }

  /** Ends stdin. */
  void closeInput() {
    input.close();
  }

  /** Ends stdin, waits for {@code serve} to return, and checks nothing more was written. */
  int finish() {
    input.close();
    int code = awaitExit();
    assertNothingMoreWritten();
    return code;
  }

  /** Waits for {@code serve} to return without ending stdin. */
  int awaitExit() {
    try {
      return exitCode.get(HANG_GUARD_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      return fail("serve did not return");
    } catch (InterruptedException | ExecutionException e) {
      throw new AssertionError(e);
    }
  }

  boolean hasExited() {
    return exitCode.isDone();
  }

  void assertNothingMoreWritten() {
    assertEquals(0, output.unreadLines(), "no unexpected frames");
    assertEquals(0, output.unterminatedBytes(), "every frame ends with a newline");
  }

  byte[] allOutput() {
    return output.allBytes();
  }

  /** A JSON-RPC request line. */
  public static String call(Object id, String method, String params) {
    return callWithIdJson(
        id instanceof String text ? "\"" + text + "\"" : String.valueOf(id), method, params);
  }

  /** A JSON-RPC request line whose id is the given JSON text. */
  static String callWithIdJson(String idJson, String method, String params) {
    return "{\"jsonrpc\":\"2.0\",\"id\":"
        + idJson
        + ",\"method\":\""
        + method
        + "\""
        + (params == null ? "" : ",\"params\":" + params)
        + "}";
  }

  /** A JSON-RPC notification line. */
  public static String notification(String method, String params) {
    return "{\"jsonrpc\":\"2.0\",\"method\":\""
        + method
        + "\""
        + (params == null ? "" : ",\"params\":" + params)
        + "}";
  }
}

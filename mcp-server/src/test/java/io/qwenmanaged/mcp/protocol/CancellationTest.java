package io.qwenmanaged.mcp.protocol;

import static io.qwenmanaged.mcp.protocol.ServerRun.call;
import static io.qwenmanaged.mcp.protocol.ServerRun.notification;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.mcp.tools.Tool;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class CancellationTest {

  private static final String SLOW_CALL = "{\"name\":\"slow\",\"arguments\":{}}";

  private static String cancel(String requestIdJson) {
    return notification(
        "notifications/cancelled", "{\"requestId\":" + requestIdJson + ",\"reason\":\"user\"}");
  }

  @Test
  void answersPingWhileAToolCallIsInFlight() {
    BlockingTool slow = new BlockingTool("slow", true);
    ServerRun server = ServerRun.start(slow);
    server.send(call(1, "tools/call", SLOW_CALL));
    slow.awaitStarted();
    assertEquals(2, server.request(call(2, "ping", null)).get("id").intValue());
    assertEquals(3, server.request(call(3, "tools/list", null)).get("id").intValue());
    slow.release();
    assertEquals("released", server.nextFrame().at("/result/content/0/text").textValue());
    assertEquals(0, server.finish());
  }

  @Test
  void cancellationInterruptsTheCallAndSuppressesItsAnswer() {
    BlockingTool slow = new BlockingTool("slow", true);
    ServerRun server = ServerRun.start(slow);
    server.send(call(7, "tools/call", SLOW_CALL));
    slow.awaitStarted();
    server.send(cancel("7"));
    slow.awaitInterrupted();
    // The first frame after the cancellation answers the ping: call 7 is never answered.
    assertEquals(8, server.request(call(8, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void cancelsByStringIdWithoutTouchingTheNumberWithTheSameDigits() {
    BlockingTool byNumber = new BlockingTool("slow", true);
    ServerRun server = ServerRun.start(byNumber);
    server.send(call(5, "tools/call", SLOW_CALL));
    byNumber.awaitStarted();
    server.send(cancel("\"5\""));
    assertEquals(6, server.request(call(6, "ping", null)).get("id").intValue());
    assertFalse(byNumber.wasInterrupted());
    byNumber.release();
    assertEquals(5, server.nextFrame().get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void cancelsACallWithAStringId() {
    BlockingTool slow = new BlockingTool("slow", true);
    ServerRun server = ServerRun.start(slow);
    server.send(call("call-a", "tools/call", SLOW_CALL));
    slow.awaitStarted();
    server.send(cancel("\"call-a\""));
    slow.awaitInterrupted();
    assertEquals(9, server.request(call(9, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void ignoresCancellationsOfUnknownFinishedOrMalformedRequests() {
    ServerRun server = ServerRun.start(FakeTools.echo("context_search"));
    JsonNode done =
        server.request(call(1, "tools/call", "{\"name\":\"context_search\",\"arguments\":{}}"));
    assertEquals(1, done.get("id").intValue());
    server.send(cancel("1"));
    server.send(cancel("404"));
    server.send(cancel("null"));
    server.send(cancel("{\"x\":1}"));
    server.send(notification("notifications/cancelled", "{}"));
    server.send(notification("notifications/cancelled", null));
    assertEquals(2, server.request(call(2, "ping", null)).get("id").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void cancellingAQueuedCallMeansItNeverRuns() {
    BlockingTool[] busy = new BlockingTool[ToolCalls.WORKERS];
    FakeTools.Scripted queued = FakeTools.echo("queued");
    for (int i = 0; i < busy.length; i++) {
      busy[i] = new BlockingTool("slow" + i, true);
    }
    ServerRun server = ServerRun.start(withTool(busy, queued));
    for (int i = 0; i < busy.length; i++) {
      server.send(call(100 + i, "tools/call", "{\"name\":\"slow" + i + "\"}"));
      busy[i].awaitStarted();
    }
    server.send(call(200, "tools/call", "{\"name\":\"queued\"}"));
    server.send(cancel("200"));
    // Once the ping is answered the cancellation has been handled: only then free the workers.
    assertEquals(201, server.request(call(201, "ping", null)).get("id").intValue());
    for (BlockingTool tool : busy) {
      tool.release();
    }
    for (int i = 0; i < busy.length; i++) {
      assertTrue(server.nextFrame().get("id").intValue() < 200);
    }
    assertEquals(0, server.finish());
    assertEquals(0, queued.calls.get());
  }

  @Test
  void refusesCallsBeyondTheQueueAsBusy() {
    BlockingTool slow = new BlockingTool("slow", true);
    ServerRun server = ServerRun.start(slow);
    int capacity = ToolCalls.WORKERS + ToolCalls.QUEUED;
    for (int i = 0; i < capacity; i++) {
      server.send(call(i, "tools/call", SLOW_CALL));
    }
    JsonNode refused = server.request(call(capacity, "tools/call", SLOW_CALL));
    assertEquals(capacity, refused.get("id").intValue());
    assertEquals(-32000, refused.at("/error/code").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void refusesASecondCallWithTheIdOfACallInFlight() {
    BlockingTool slow = new BlockingTool("slow", true);
    ServerRun server = ServerRun.start(slow);
    server.send(call(3, "tools/call", SLOW_CALL));
    slow.awaitStarted();
    JsonNode duplicate = server.request(call(3, "tools/call", SLOW_CALL));
    assertEquals(-32600, duplicate.at("/error/code").intValue());
    assertEquals(0, server.finish());
  }

  @Test
  void endOfInputAbortsCallsInFlightAndExitsZero() {
    BlockingTool slow = new BlockingTool("slow", true);
    ServerRun server = ServerRun.start(slow);
    server.send(call(1, "tools/call", SLOW_CALL));
    slow.awaitStarted();
    assertEquals(0, server.finish());
    assertTrue(slow.wasInterrupted());
  }

  @Test
  void endOfInputDoesNotWaitForAToolThatIgnoresInterrupts() {
    BlockingTool stubborn = new BlockingTool("slow", false);
    ServerRun server = ServerRun.start(stubborn);
    server.send(call(1, "tools/call", SLOW_CALL));
    stubborn.awaitStarted();
    assertEquals(0, server.finish());
    stubborn.release();
  }

  @Test
  void endOfInputGraceLetsACallInFlightFinishAndBeAnswered() {
    BlockingTool slow = new BlockingTool("slow", true);
    ServerRun server = ServerRun.startWithGrace(Duration.ofMinutes(1), slow);
    server.send(call(1, "tools/call", SLOW_CALL));
    slow.awaitStarted();
    server.closeInput();
    slow.release();
    assertEquals(0, server.awaitExit());
    assertEquals("released", server.nextFrame().at("/result/content/0/text").textValue());
    server.assertNothingMoreWritten();
    assertFalse(slow.wasInterrupted());
  }

  private static Tool[] withTool(BlockingTool[] tools, Tool extra) {
    Tool[] all = new Tool[tools.length + 1];
    System.arraycopy(tools, 0, all, 0, tools.length);
    all[tools.length] = extra;
    return all;
  }
}

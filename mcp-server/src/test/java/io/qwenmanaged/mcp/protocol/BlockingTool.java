package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.tools.Tool;
import io.qwenmanaged.mcp.tools.ToolOutcome;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A slow provider call: blocks until the test releases it or, when it honours interrupts, until its
 * thread is interrupted.
 */
final class BlockingTool implements Tool {

  private static final long HANG_GUARD_SECONDS = 30;

  private final String name;
  private final boolean honoursInterrupt;
  private final CountDownLatch started = new CountDownLatch(1);
  private final CountDownLatch interrupted = new CountDownLatch(1);
  private final CountDownLatch release = new CountDownLatch(1);

  BlockingTool(String name, boolean honoursInterrupt) {
    this.name = name;
    this.honoursInterrupt = honoursInterrupt;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public ObjectNode definition() {
    return FakeTools.definitionOf(name);
  }

  @Override
  public ToolOutcome call(JsonNode arguments) {
    started.countDown();
    while (true) {
      try {
        release.await();
        return new ToolOutcome("released", false);
      } catch (InterruptedException e) {
        interrupted.countDown();
        if (honoursInterrupt) {
          return new ToolOutcome("interrupted", true);
        }
      }
    }
  }

  void awaitStarted() {
    await(started);
  }

  void awaitInterrupted() {
    await(interrupted);
  }

  boolean wasInterrupted() {
    return interrupted.getCount() == 0;
  }

  void release() {
    release.countDown();
  }

  private static void await(CountDownLatch latch) {
    try {
      if (!latch.await(HANG_GUARD_SECONDS, TimeUnit.SECONDS)) {
        throw new AssertionError("the tool did not reach the expected state");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}

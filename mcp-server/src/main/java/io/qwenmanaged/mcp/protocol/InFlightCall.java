package io.qwenmanaged.mcp.protocol;

import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One {@code tools/call} between its arrival and its answer. Exactly one of {@link #complete} (the
 * worker, about to answer) and {@link #cancel} (a cancellation or the end of input) wins, so a
 * cancelled call is never answered and an answered call is never interrupted.
 */
final class InFlightCall {

  private final AtomicBoolean settled = new AtomicBoolean();
  private FutureTask<Void> task;

  /** Attaches the task that runs the call; done once, before the task is submitted. */
  void attach(FutureTask<Void> task) {
    this.task = task;
  }

  FutureTask<Void> task() {
    return task;
  }

  /** Claims the right to answer; false when the call was cancelled first. */
  boolean complete() {
    return settled.compareAndSet(false, true);
  }

  /**
   * Cancels the call unless it is already being answered: a queued call never starts, a running one
   * has its worker thread interrupted, which aborts the provider request.
   */
  void cancel() {
    if (settled.compareAndSet(false, true)) {
      task.cancel(true);
    }
  }
}

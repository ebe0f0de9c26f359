package io.qwenmanaged.tests.e2e.harness;

import java.time.Duration;
import java.util.Optional;

/**
 * Watches a pane's process tree (every {@value #POLL_MILLIS} ms, on its own thread) for the moment
 * its {@code node} process (Qwen Code) appears, and remembers that process's parent and the CPU
 * time the parent had used by then. A benchmark helper.
 */
public final class NodeSpawnWatch implements AutoCloseable {

  public static final long POLL_MILLIS = 10;

  private final ProcessHandle pane;
  private final Thread thread;
  private volatile long seenAt = -1;
  private volatile ProcessHandle parent;
  private volatile Duration parentCpuAtSpawn = Duration.ZERO;

  private NodeSpawnWatch(ProcessHandle pane) {
    this.pane = pane;
    this.thread = new Thread(this::watch, "node-spawn-watch");
    thread.setDaemon(true);
  }

  static NodeSpawnWatch start(ProcessHandle pane) {
    NodeSpawnWatch watch = new NodeSpawnWatch(pane);
    watch.thread.start();
    return watch;
  }

  /** {@link System#nanoTime()} when {@code node} was first seen; fails if it never was. */
  long seenAt() {
    if (seenAt < 0) {
      throw new IllegalStateException("no node process was seen in the pane");
    }
    return seenAt;
  }

  /** CPU time {@code node}'s parent has used since the spawn, in ms (NaN if unknown). */
  double parentCpuMillisSinceSpawn() {
    ProcessHandle seenParent = parent;
    if (seenParent == null) {
      return Double.NaN;
    }
    Optional<Duration> now = seenParent.info().totalCpuDuration();
    return now.map(cpu -> cpu.minus(parentCpuAtSpawn).toNanos() / 1_000_000.0).orElse(Double.NaN);
  }

  private void watch() {
    while (!Thread.currentThread().isInterrupted()) {
      Optional<ProcessHandle> node =
          pane.descendants()
              .filter(process -> process.info().command().orElse("").endsWith("/node"))
              .findFirst();
      if (node.isPresent()) {
        long now = System.nanoTime();
        node.get()
            .parent()
            .ifPresent(
                p -> {
                  parentCpuAtSpawn = p.info().totalCpuDuration().orElse(Duration.ZERO);
                  parent = p;
                });
        seenAt = now;
        return;
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  @Override
  public void close() {
    thread.interrupt();
  }
}

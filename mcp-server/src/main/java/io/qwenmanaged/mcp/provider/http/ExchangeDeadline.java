package io.qwenmanaged.mcp.provider.http;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Bounds one blocking exchange by its whole duration, body included: when the time is up, the
 * waiting thread is interrupted, which makes the JDK client abort the exchange. The JDK's own
 * request timeout stops at the response headers, so this is what bounds a body that trickles.
 *
 * <p>Exactly one of {@link #end} (the waiter) and the alarm wins. When the alarm won, {@link #end}
 * waits until its interrupt has been delivered and then clears it, so no stray interrupt outlives
 * the exchange.
 */
final class ExchangeDeadline {

  private static final int RUNNING = 0;
  private static final int EXPIRING = 1;
  private static final int EXPIRED = 2;
  private static final int ENDED = 3;

  private final Thread waiter = Thread.currentThread();
  private final AtomicInteger state = new AtomicInteger(RUNNING);
  private final ScheduledFuture<?> alarm;

  private ExchangeDeadline(ScheduledThreadPoolExecutor timer, Duration timeout) {
    this.alarm = timer.schedule(this::expire, timeout.toNanos(), TimeUnit.NANOSECONDS);
  }

  /** Starts the deadline of an exchange the calling thread is about to wait for. */
  static ExchangeDeadline start(ScheduledThreadPoolExecutor timer, Duration timeout) {
    return new ExchangeDeadline(timer, timeout);
  }

  /** A timer with one daemon thread that ends after a minute without deadlines. */
  static ScheduledThreadPoolExecutor newTimer() {
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(
            1,
            task -> {
              Thread thread = new Thread(task, "external-context-deadline");
              thread.setDaemon(true);
              return thread;
            });
    timer.setRemoveOnCancelPolicy(true);
    timer.setKeepAliveTime(1, TimeUnit.MINUTES);
    timer.allowCoreThreadTimeOut(true);
    return timer;
  }

  private void expire() {
    if (state.compareAndSet(RUNNING, EXPIRING)) {
      try {
        waiter.interrupt();
      } finally {
        // Whatever interrupting threw, the waiter in end() must not spin forever.
        state.set(EXPIRED);
      }
    }
  }

  /**
   * Ends the deadline; called by the waiting thread once the exchange is over, however it ended.
   *
   * @return whether the time ran out first (the alarm's interrupt is then cleared)
   */
  boolean end() {
    alarm.cancel(false);
    if (state.compareAndSet(RUNNING, ENDED)) {
      return false;
    }
    while (state.get() != EXPIRED) {
      Thread.onSpinWait();
    }
    Thread.interrupted();
    return true;
  }
}

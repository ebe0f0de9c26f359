package io.qwenmanaged.mcp.recall;

import java.util.function.LongSupplier;

/**
 * The whole hook's wall-clock budget of {@value #MILLIS} ms, counted from its start on an injected
 * nanosecond clock.
 */
final class Budget {

  static final long MILLIS = 6500;

  private final LongSupplier nanoClock;
  private final long deadline;

  Budget(LongSupplier nanoClock) {
    this.nanoClock = nanoClock;
    this.deadline = nanoClock.getAsLong() + MILLIS * 1_000_000L;
  }

  /** Nanoseconds left; zero or less once the budget is spent. */
  long remainingNanos() {
    return deadline - nanoClock.getAsLong();
  }
}

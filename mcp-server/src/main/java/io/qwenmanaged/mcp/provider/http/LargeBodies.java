package io.qwenmanaged.mcp.provider.http;

import java.io.InterruptedIOException;
import java.util.concurrent.Semaphore;

/**
 * How many large response bodies a transport holds at once: one. Every tool worker can be waiting
 * for an answer of up to 1 MiB, and each is held until the answer has been turned into the tool's
 * result; taking turns for the large ones bounds the memory of a session by one such body, while
 * bodies of at most {@value #SMALL_BYTES} bytes (every ordinary answer) never wait.
 *
 * <p>A call takes a {@link Pass}; its read asks the pass for room before it holds more than the
 * small size, and the call closes the pass once the body has been used.
 */
final class LargeBodies {

  /** The largest body that is held without taking a turn. */
  static final int SMALL_BYTES = 64 * 1024;

  private final Semaphore turn;

  private LargeBodies(Semaphore turn) {
    this.turn = turn;
  }

  /** Large bodies one at a time. */
  static LargeBodies oneAtATime() {
    return new LargeBodies(new Semaphore(1, true));
  }

  /** No turns: for a transport that makes one request at a time anyway. */
  static LargeBodies unlimited() {
    return new LargeBodies(null);
  }

  /** The pass of one call. */
  Pass pass() {
    return new Pass();
  }

  /** One call's turn, taken when its body first needs more than the small size. */
  final class Pass implements AutoCloseable {

    private boolean holding;

    /**
     * Waits for this call's turn when {@code bytes} will be held and are more than the small size.
     *
     * @throws InterruptedIOException when the waiting thread is interrupted (its interrupt status
     *     is set again)
     */
    void roomFor(int bytes) throws InterruptedIOException {
      if (turn == null || holding || bytes <= SMALL_BYTES) {
        return;
      }
      try {
        turn.acquire();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("interrupted while waiting to read a large body");
      }
      holding = true;
    }

    /** Ends the call's turn, if it took one. */
    @Override
    public void close() {
      if (holding) {
        holding = false;
        turn.release();
      }
    }
  }
}

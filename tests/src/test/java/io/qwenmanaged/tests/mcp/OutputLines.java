package io.qwenmanaged.tests.mcp;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Splits a child's stdout into newline-terminated lines as they arrive: {@link #readToEnd()} runs
 * on a pump thread, {@link #next(Duration)} hands lines to the test one at a time with a hang
 * guard, and {@link #all()} keeps every line (an unterminated last line too) for whole-stream
 * checks.
 */
final class OutputLines {

  /** What {@link #next(Duration)} found. */
  sealed interface Next permits Line, Ended, TimedOut {}

  /** One line without its newline. */
  record Line(byte[] bytes) implements Next {}

  /** The stream ended; no more lines will come. */
  record Ended() implements Next {}

  /** Nothing arrived in time. */
  record TimedOut() implements Next {}

  private static final byte[] END = new byte[0];

  private final InputStream in;
  private final BlockingQueue<byte[]> unread = new LinkedBlockingQueue<>();
  private final List<byte[]> every = new ArrayList<>();
  private volatile boolean unterminatedTail;

  OutputLines(InputStream in) {
    this.in = in;
  }

  /** Reads until the stream ends (or fails because the process was killed). */
  void readToEnd() throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    try (in) {
      int b;
      while ((b = in.read()) >= 0) {
        if (b == '\n') {
          byte[] complete = line.toByteArray();
          keep(complete);
          unread.add(complete);
          line.reset();
        } else {
          line.write(b);
        }
      }
      if (line.size() > 0) {
        // Not handed out as a frame, but kept so whole-stream checks can reject it.
        keep(line.toByteArray());
        unterminatedTail = true;
      }
    } finally {
      unread.add(END);
    }
  }

  /** The next line, waiting at most {@code patience}. */
  Next next(Duration patience) throws InterruptedException {
    byte[] line = unread.poll(patience.toMillis(), TimeUnit.MILLISECONDS);
    if (line == null) {
      return new TimedOut();
    }
    if (line == END) {
      unread.add(END);
      return new Ended();
    }
    return new Line(line);
  }

  /** Every line read so far, terminated or not, in order. */
  List<byte[]> all() {
    synchronized (every) {
      return List.copyOf(every);
    }
  }

  /** Whether the stream ended in the middle of a line. */
  boolean endedMidLine() {
    return unterminatedTail;
  }

  private void keep(byte[] line) {
    synchronized (every) {
      every.add(line);
    }
  }
}

package io.qwenmanaged.policy.process;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Reads one output stream of a child on its own thread until it ends, keeping the first {@code max}
 * bytes and discarding the rest, so the child never blocks on a full pipe.
 */
public final class OutputCapture implements Runnable {

  private final InputStream in;
  private final int max;
  private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
  private final Thread thread;

  private OutputCapture(InputStream in, int max, String name) {
    this.in = in;
    this.max = max;
    this.thread = new Thread(this, name);
    thread.setDaemon(true);
  }

  /** Starts reading {@code in}. */
  public static OutputCapture of(InputStream in, int max, String name) {
    OutputCapture capture = new OutputCapture(in, max, name);
    capture.thread.start();
    return capture;
  }

  @Override
  public void run() {
    byte[] buffer = new byte[8192];
    try (InputStream stream = in) {
      int read;
      while ((read = stream.read(buffer)) >= 0) {
        synchronized (kept) {
          int room = max - kept.size();
          kept.write(buffer, 0, Math.max(0, Math.min(room, read)));
        }
      }
    } catch (IOException e) {
      // the stream ended with the process: what was read is kept
    }
  }

  /** Waits at most {@code limit} for the stream to end (a grandchild may still hold it open). */
  public OutputCapture await(Duration limit) {
    try {
      thread.join(limit.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return this;
  }

  /** What was kept, decoded as UTF-8 (invalid bytes replaced). */
  public String text() {
    synchronized (kept) {
      return kept.toString(StandardCharsets.UTF_8);
    }
  }

  /** The first line of what was kept, without its line end; empty when nothing was written. */
  public String firstLine() {
    return firstLine(text());
  }

  /** The first line of {@code text}, without its line end. */
  static String firstLine(String text) {
    int end = text.indexOf('\n');
    String line = end < 0 ? text : text.substring(0, end);
    return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
  }
}

package io.qwenmanaged.mcp.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A stdin the test feeds while the server runs; {@link #close} is end of input. */
final class ScriptedInput extends InputStream {

  private static final byte[] END = new byte[0];

  private final BlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
  private final boolean trickle;
  private byte[] current = new byte[0];
  private int position;
  private boolean ended;

  /**
   * @param trickle whether every read returns a single byte, to split frames across reads
   */
  ScriptedInput(boolean trickle) {
    this.trickle = trickle;
  }

  void feed(byte[] bytes) {
    if (bytes.length > 0) {
      chunks.add(bytes.clone());
    }
  }

  @Override
  public void close() {
    chunks.add(END);
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    if (length == 0) {
      return 0;
    }
    while (position == current.length) {
      if (ended) {
        return -1;
      }
      try {
        current = chunks.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException();
      }
      position = 0;
      ended = current == END;
    }
    int count = Math.min(trickle ? 1 : length, current.length - position);
    System.arraycopy(current, position, buffer, offset, count);
    position += count;
    return count;
  }
}

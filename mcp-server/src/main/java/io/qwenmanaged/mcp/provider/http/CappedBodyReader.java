package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.MalformedInputException;
import java.util.Arrays;

/**
 * Reads a 2xx response body under the {@link ExchangeRules}, on the calling thread, into one array
 * no larger than the cap: a declared length is allocated once and exactly, a body of unknown length
 * grows by doubling and is trimmed at the end. A byte past the cap makes it too large at once
 * ({@link BodyTooLargeException}); a body that ends before its declared length is a broken
 * connection (an {@link IOException}); a whole body that is not strict UTF-8 fails with a {@link
 * MalformedInputException}. Before it holds more than a small body, the read waits for its {@link
 * LargeBodies} turn.
 */
final class CappedBodyReader {

  private static final int FIRST_UNKNOWN_CAPACITY = 16 * 1024;

  private CappedBodyReader() {}

  /**
   * @param declared the declared length (at most the cap), or negative when unknown
   * @return the whole body
   */
  static byte[] read(InputStream in, int declared, LargeBodies.Pass pass) throws IOException {
    int capacity = declared >= 0 ? declared : FIRST_UNKNOWN_CAPACITY;
    pass.roomFor(capacity);
    byte[] bytes = new byte[capacity];
    int length = 0;
    while (true) {
      if (length == bytes.length) {
        int next = in.read();
        if (next < 0) {
          break;
        }
        if (length == ExchangeRules.MAX_BODY_BYTES) {
          throw new BodyTooLargeException();
        }
        int grown = grown(length);
        pass.roomFor(grown);
        bytes = Arrays.copyOf(bytes, grown);
        bytes[length++] = (byte) next;
        continue;
      }
      int read = in.read(bytes, length, bytes.length - length);
      if (read < 0) {
        break;
      }
      length += read;
    }
    if (declared >= 0 && length != declared) {
      throw new IOException("the body ended before its declared length");
    }
    byte[] whole = length == bytes.length ? bytes : Arrays.copyOf(bytes, length);
    if (!ExchangeRules.isAcceptedText(whole)) {
      throw new MalformedInputException(0);
    }
    return whole;
  }

  private static int grown(int length) {
    return Math.min(ExchangeRules.MAX_BODY_BYTES, Math.max(FIRST_UNKNOWN_CAPACITY, length * 2));
  }
}

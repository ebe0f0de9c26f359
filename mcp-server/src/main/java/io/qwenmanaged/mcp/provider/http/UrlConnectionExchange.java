package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpRetryException;
import java.net.HttpURLConnection;
import java.net.SocketTimeoutException;
import java.util.Arrays;

/**
 * Runs one prepared {@link HttpURLConnection} request to its end under the {@link ExchangeRules}:
 * sends the body, reads the status, and for a 2xx reads the body up to the cap; the connection is
 * closed afterwards whatever happened, so nothing is reused or read later.
 */
final class UrlConnectionExchange {

  private static final int FIRST_UNKNOWN_CAPACITY = 16 * 1024;

  private UrlConnectionExchange() {}

  static HttpOutcome run(HttpURLConnection connection, byte[] body) {
    try {
      try (OutputStream out = connection.getOutputStream()) {
        out.write(body);
      }
      int status = connection.getResponseCode();
      if (status < 0) {
        return new HttpOutcome.Failure(HttpOutcome.Kind.NETWORK);
      }
      if (!ExchangeRules.readsBody(status)) {
        return new HttpOutcome.Response(status, new byte[0]);
      }
      long declared = connection.getContentLengthLong();
      if (ExchangeRules.declaredTooLarge(declared)) {
        return new HttpOutcome.Failure(HttpOutcome.Kind.BODY_TOO_LARGE);
      }
      return body(connection, status, (int) declared);
    } catch (HttpRetryException e) {
      // A challenge the connection would have answered by sending again: it did not, and the
      // status stands like any other unread one.
      return new HttpOutcome.Response(e.responseCode(), new byte[0]);
    } catch (SocketTimeoutException e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.TIMEOUT);
    } catch (IOException e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.NETWORK);
    } catch (RuntimeException e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT);
    } catch (OutOfMemoryError e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.OUT_OF_MEMORY);
    } finally {
      connection.disconnect();
    }
  }

  /**
   * Reads the body, {@code declared} bytes long (negative when unknown), into one array no larger
   * than the cap: a byte past the cap makes it too large at once; a body that ends before its
   * declared length is a broken connection.
   */
  private static HttpOutcome body(HttpURLConnection connection, int status, int declared)
      throws IOException {
    byte[] bytes = new byte[declared >= 0 ? declared : FIRST_UNKNOWN_CAPACITY];
    int length = 0;
    try (InputStream in = connection.getInputStream()) {
      while (true) {
        if (length == bytes.length) {
          int next = in.read();
          if (next < 0) {
            break;
          }
          if (length == ExchangeRules.MAX_BODY_BYTES) {
            return new HttpOutcome.Failure(HttpOutcome.Kind.BODY_TOO_LARGE);
          }
          bytes = Arrays.copyOf(bytes, grown(length));
          bytes[length++] = (byte) next;
          continue;
        }
        int read = in.read(bytes, length, bytes.length - length);
        if (read < 0) {
          break;
        }
        length += read;
      }
    }
    if (declared >= 0 && length != declared) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.NETWORK);
    }
    byte[] whole = length == bytes.length ? bytes : Arrays.copyOf(bytes, length);
    return ExchangeRules.isAcceptedText(whole)
        ? new HttpOutcome.Response(status, whole)
        : new HttpOutcome.Failure(HttpOutcome.Kind.BODY_NOT_UTF8);
  }

  private static int grown(int length) {
    return Math.min(ExchangeRules.MAX_BODY_BYTES, Math.max(FIRST_UNKNOWN_CAPACITY, length * 2));
  }
}

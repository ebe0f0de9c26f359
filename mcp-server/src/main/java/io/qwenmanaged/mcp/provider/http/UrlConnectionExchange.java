package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpRetryException;
import java.net.HttpURLConnection;
import java.net.SocketTimeoutException;
import java.nio.charset.CharacterCodingException;

/**
 * Runs one prepared {@link HttpURLConnection} request to its end under the {@link ExchangeRules}:
 * sends the body, reads the status, and for a 2xx reads the body up to the cap; the connection is
 * let go afterwards whatever happened. A connection whose 2xx body was read to its end may go back
 * to the JDK's keep-alive cache before that (a later request of the same process may reuse it); any
 * other is closed, so nothing half-read is reused or read later.
 */
final class UrlConnectionExchange {

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

  /** Reads the body, {@code declared} bytes long (negative when unknown), with the shared rules. */
  private static HttpOutcome body(HttpURLConnection connection, int status, int declared)
      throws IOException {
    try (InputStream in = connection.getInputStream()) {
      return new HttpOutcome.Response(
          status, CappedBodyReader.read(in, declared, LargeBodies.unlimited().pass()));
    } catch (BodyTooLargeException e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.BODY_TOO_LARGE);
    } catch (CharacterCodingException e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.BODY_NOT_UTF8);
    }
  }
}

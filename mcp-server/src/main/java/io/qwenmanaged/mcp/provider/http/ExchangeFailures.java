package io.qwenmanaged.mcp.provider.http;

import java.net.http.HttpTimeoutException;
import java.nio.charset.CharacterCodingException;
import java.util.concurrent.CancellationException;

/**
 * How the JDK-client transport names a failed exchange, and what such a failure says of the client.
 */
final class ExchangeFailures {

  private ExchangeFailures() {}

  /**
   * Whether the client that produced {@code outcome} may no longer be able to send: memory ran out
   * during the exchange, or the exchange failed or hung without a response, which is how requests
   * end once the JDK client's own thread has died.
   */
  static boolean mayHaveKilledTheClient(HttpOutcome outcome) {
    if (!(outcome instanceof HttpOutcome.Failure failure)) {
      return false;
    }
    HttpOutcome.Kind kind = failure.kind();
    return kind == HttpOutcome.Kind.OUT_OF_MEMORY
        || kind == HttpOutcome.Kind.NETWORK
        || kind == HttpOutcome.Kind.TIMEOUT;
  }

  /** What a failed JDK-client exchange was, from its exception and causes. */
  static HttpOutcome.Kind classify(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof BodyTooLargeException) {
        return HttpOutcome.Kind.BODY_TOO_LARGE;
      }
      if (cause instanceof CharacterCodingException) {
        return HttpOutcome.Kind.BODY_NOT_UTF8;
      }
      if (cause instanceof OutOfMemoryError) {
        return HttpOutcome.Kind.OUT_OF_MEMORY;
      }
      if (cause instanceof HttpTimeoutException) {
        return HttpOutcome.Kind.TIMEOUT;
      }
      if (cause instanceof CancellationException) {
        return HttpOutcome.Kind.CANCELLED;
      }
    }
    return HttpOutcome.Kind.NETWORK;
  }
}

package io.qwenmanaged.mcp.provider.http;

import java.util.Arrays;

/**
 * What one provider HTTP exchange produced. Network problems are values, never exceptions; no
 * variant carries provider text in its {@code toString()}.
 */
public sealed interface HttpOutcome permits HttpOutcome.Response, HttpOutcome.Failure {

  /**
   * A response with its status. {@code body} holds the bytes of a 2xx body, checked to be strict
   * UTF-8; for every other status the body is not read and is empty (no caller depends on it).
   * Equal responses have the same status and the same body bytes.
   */
  record Response(int status, byte[] body) implements HttpOutcome {

    public boolean isSuccess() {
      return status >= 200 && status < 300;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Response that
          && status == that.status
          && Arrays.equals(body, that.body);
    }

    @Override
    public int hashCode() {
      return 31 * status + Arrays.hashCode(body);
    }

    @Override
    public String toString() {
      return "Response[status=" + status + ", body=<" + body.length + " bytes>]";
    }
  }

  /** No usable response. */
  record Failure(Kind kind) implements HttpOutcome {}

  /** Why there is no usable response. */
  enum Kind {
    /** The request could not be built or handed to the client: nothing was sent. */
    NOT_SENT,
    /** {@code timeoutMs} elapsed before the whole response (headers and body) arrived. */
    TIMEOUT,
    /** The calling thread was interrupted; the in-flight exchange was aborted. */
    CANCELLED,
    /** Connection refused, reset, closed early, TLS or proxy failure, or any other I/O problem. */
    NETWORK,
    /** The declared or streamed body exceeded {@link ProviderHttpClient#MAX_BODY_BYTES}. */
    BODY_TOO_LARGE,
    /** The body was not well-formed UTF-8. */
    BODY_NOT_UTF8,
    /** Memory ran out during the exchange; the request may or may not have been sent. */
    OUT_OF_MEMORY
  }
}

package io.qwenmanaged.provider.http;

/**
 * What one provider HTTP exchange produced. Network problems are values, never exceptions; no
 * variant carries provider text in its {@code toString()}.
 */
public sealed interface HttpOutcome permits HttpOutcome.Response, HttpOutcome.Failure {

  /**
   * A response with its status. {@code body} is the strictly decoded UTF-8 body for 2xx statuses;
   * for every other status the body is not read and is {@code ""} (no caller depends on it).
   */
  record Response(int status, String body) implements HttpOutcome {

    public boolean isSuccess() {
      return status >= 200 && status < 300;
    }

    @Override
    public String toString() {
      return "Response[status=" + status + ", body=<" + body.length() + " chars>]";
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
    BODY_NOT_UTF8
  }
}

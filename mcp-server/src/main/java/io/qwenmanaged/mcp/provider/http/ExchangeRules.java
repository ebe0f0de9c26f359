package io.qwenmanaged.mcp.provider.http;

import io.qwenmanaged.content.StrictUtf8;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rules every {@link ProviderTransport} obeys, stated once:
 *
 * <ul>
 *   <li>only {@code http} and {@code https} URLs are sent; anything else is {@link
 *       HttpOutcome.Kind#NOT_SENT};
 *   <li>exactly the three {@link #headers} (plus the framing headers HTTP itself needs), HTTP/1.1,
 *       one request: no redirect followed, no retry, no authentication challenge answered;
 *   <li>the whole exchange, connecting, sending and the whole body included, must end within the
 *       transport's timeout, else {@link HttpOutcome.Kind#TIMEOUT};
 *   <li>only a 2xx body is read ({@link #readsBody}); a declared length over {@value
 *       #MAX_BODY_BYTES} bytes fails before reading, a streamed body fails as soon as it passes the
 *       cap, and exactly the cap is accepted ({@link HttpOutcome.Kind#BODY_TOO_LARGE});
 *   <li>a body must be strict UTF-8 ({@link #isAcceptedText}), else {@link
 *       HttpOutcome.Kind#BODY_NOT_UTF8};
 *   <li>interrupting the calling thread aborts the exchange: {@link HttpOutcome.Kind#CANCELLED},
 *       the interrupt left set; an already interrupted caller sends nothing;
 *   <li>the proxy is the one the provider's proxy selector names for the URL.
 * </ul>
 */
public final class ExchangeRules {

  /** The largest accepted response body, in bytes (1 MiB; exactly 1 MiB is accepted). */
  public static final int MAX_BODY_BYTES = 1_048_576;

  private static final String JSON = "application/json";

  private ExchangeRules() {}

  /** Whether {@code uri} may be sent at all. */
  static boolean isSendable(URI uri) {
    String scheme = uri.getScheme();
    return uri.isAbsolute()
        && uri.getHost() != null
        && ("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme));
  }

  /** The request headers, in order: {@code Accept}, {@code Authorization}, {@code Content-Type}. */
  static Map<String, String> headers(AuthorizationHeader authorization) {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Accept", JSON);
    headers.put("Authorization", authorization.value());
    headers.put("Content-Type", JSON);
    return headers;
  }

  /** Whether the body of a response with {@code status} is read (2xx only). */
  static boolean readsBody(int status) {
    return status >= 200 && status < 300;
  }

  /** Whether a declared {@code Content-Length} (negative when unknown) is over the cap. */
  static boolean declaredTooLarge(long declared) {
    return declared > MAX_BODY_BYTES;
  }

  /** Whether a whole 2xx body is acceptable text: strict UTF-8. */
  static boolean isAcceptedText(byte[] body) {
    return StrictUtf8.isWellFormed(body);
  }
}

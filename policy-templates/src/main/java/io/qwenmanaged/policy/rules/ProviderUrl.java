package io.qwenmanaged.policy.rules;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * Checks a provider {@code baseUrl} (an origin only, https, or http to a loopback host; no
 * credentials, path, query or fragment) and normalises it to its origin.
 *
 * <p>Checks run in a fixed order and the first failing one decides: {@link UrlProblem#INVALID}
 * (does not parse as an absolute hierarchical URI with a server host and a port in 1–65535), then
 * {@link UrlProblem#NOT_ORIGIN} (user-info, a path other than empty or {@code /}, a query or a
 * fragment, even empty), then {@link UrlProblem#INSECURE} (any scheme but {@code https}, except
 * {@code http} to exactly {@code localhost}, {@code 127.0.0.1} or {@code [::1]}). Scheme and host
 * compare case-insensitively. Parsing is {@link URI}'s, stricter than a browser's: surrounding
 * spaces, backslashes and non-ASCII host names are invalid.
 *
 * <p>The origin is {@code scheme://host[:port]}, lower-cased, without a default port (443 for
 * https, 80 for http) and without a trailing slash.
 */
public sealed interface ProviderUrl permits ProviderUrl.Origin, ProviderUrl.Refused {

  /** An acceptable URL, normalised. */
  record Origin(URI uri) implements ProviderUrl {}

  /** A refused URL. */
  record Refused(UrlProblem problem) implements ProviderUrl {}

  /** Checks {@code text}; never throws. */
  static ProviderUrl check(String text) {
    URI uri;
    try {
      uri = new URI(text);
    } catch (URISyntaxException e) {
      return new Refused(UrlProblem.INVALID);
    }
    if (!uri.isAbsolute()
        || uri.isOpaque()
        || uri.getHost() == null
        || uri.getPort() == 0
        || uri.getPort() > 65535) {
      return new Refused(UrlProblem.INVALID);
    }
    String path = uri.getRawPath();
    if (uri.getRawUserInfo() != null
        || !(path == null || path.isEmpty() || path.equals("/"))
        || uri.getRawQuery() != null
        || uri.getRawFragment() != null) {
      return new Refused(UrlProblem.NOT_ORIGIN);
    }
    String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
    String host = uri.getHost().toLowerCase(Locale.ROOT);
    boolean secure = scheme.equals("https");
    boolean loopbackHttp = scheme.equals("http") && isLoopback(host);
    if (!secure && !loopbackHttp) {
      return new Refused(UrlProblem.INSECURE);
    }
    int port = uri.getPort();
    boolean defaultPort = port == -1 || (secure ? port == 443 : port == 80);
    return new Origin(URI.create(scheme + "://" + host + (defaultPort ? "" : ":" + port)));
  }

  /** The only hosts plain http may reach, spelled exactly so. */
  private static boolean isLoopback(String host) {
    return host.equals("localhost") || host.equals("127.0.0.1") || host.equals("[::1]");
  }
}

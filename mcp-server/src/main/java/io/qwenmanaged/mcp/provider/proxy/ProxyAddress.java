package io.qwenmanaged.mcp.provider.proxy;

import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;

/**
 * Parses one {@code HTTP(S)_PROXY} value. Accepted: {@code http://host:port} with an explicit port
 * 1–65535 and an optional trailing {@code /}. Refused: other schemes (the JDK client cannot speak
 * TLS to a proxy), no scheme, no host, no port (tools disagree on the default), user-info (the
 * client offers no proxy authentication), any path, query or fragment.
 */
final class ProxyAddress {

  private ProxyAddress() {}

  /** The proxy's unresolved address, or empty when {@code value} is not acceptable. */
  static Optional<InetSocketAddress> parse(String value) {
    URI uri;
    try {
      uri = new URI(value.trim());
    } catch (URISyntaxException e) {
      return Optional.empty();
    }
    String scheme = uri.getScheme();
    if (scheme == null || !scheme.toLowerCase(Locale.ROOT).equals("http") || uri.isOpaque()) {
      return Optional.empty();
    }
    String host = uri.getHost();
    int port = uri.getPort();
    String path = uri.getRawPath();
    boolean extras =
        uri.getRawUserInfo() != null
            || uri.getRawQuery() != null
            || uri.getRawFragment() != null
            || (path != null && !path.isEmpty() && !path.equals("/"));
    if (host == null || host.isEmpty() || port < 1 || port > 65535 || extras) {
      return Optional.empty();
    }
    return Optional.of(InetSocketAddress.createUnresolved(HostNames.normalise(host), port));
  }
}

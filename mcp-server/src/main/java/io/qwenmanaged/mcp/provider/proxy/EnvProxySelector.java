package io.qwenmanaged.mcp.provider.proxy;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Locale;

/**
 * Chooses the proxy for a provider request from the environment's proxy variables: {@code https}
 * URLs use the HTTPS proxy, {@code http} URLs the HTTP proxy; hosts matched by {@code NO_PROXY} and
 * loopback hosts ({@code localhost}, {@code *.localhost}, 127.0.0.0/8, ::1) always go direct.
 */
public final class EnvProxySelector extends ProxySelector {

  private static final List<Proxy> DIRECT = List.of(Proxy.NO_PROXY);

  private final InetSocketAddress httpsProxy;
  private final InetSocketAddress httpProxy;
  private final NoProxyList noProxy;

  EnvProxySelector(InetSocketAddress httpsProxy, InetSocketAddress httpProxy, NoProxyList noProxy) {
    this.httpsProxy = httpsProxy;
    this.httpProxy = httpProxy;
    this.noProxy = noProxy;
  }

  @Override
  public List<Proxy> select(URI uri) {
    if (uri == null) {
      throw new IllegalArgumentException("uri must not be null");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    InetSocketAddress proxy =
        scheme.equals("https") ? httpsProxy : scheme.equals("http") ? httpProxy : null;
    if (proxy == null || uri.getHost() == null) {
      return DIRECT;
    }
    String host = HostNames.normalise(uri.getHost());
    int port = uri.getPort() >= 0 ? uri.getPort() : scheme.equals("https") ? 443 : 80;
    if (HostNames.isLoopback(host) || noProxy.matches(host, port)) {
      return DIRECT;
    }
    return List.of(new Proxy(Proxy.Type.HTTP, proxy));
  }

  @Override
  public void connectFailed(URI uri, SocketAddress address, IOException failure) {
    // Nothing to remember: there is no fallback proxy and no retry.
  }
}

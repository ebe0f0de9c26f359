package io.qwenmanaged.mcp.provider.proxy;

import java.net.InetSocketAddress;
import java.util.Map;
import java.util.Optional;

/**
 * Reads {@code HTTPS_PROXY}, {@code HTTP_PROXY} and {@code NO_PROXY} (upper case preferred, then
 * lower case) from an injected environment. Unset or blank variables mean "none". Every set
 * variable, in either case, must be valid (see {@link ProxyAddress} and {@link NoProxyList}), even
 * one that is shadowed or never used.
 */
public sealed interface ProxySettings permits ProxySettings.Valid, ProxySettings.Invalid {

  /** The selector to give the HTTP client. */
  record Valid(EnvProxySelector selector) implements ProxySettings {}

  /** At least one proxy variable is set to a value that is not accepted. */
  record Invalid() implements ProxySettings {}

  /** Parses the proxy variables of {@code env}. */
  static ProxySettings fromEnvironment(Map<String, String> env) {
    String[] names = {"HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"};
    for (String name : names) {
      if (isSet(env, name) && ProxyAddress.parse(env.get(name)).isEmpty()) {
        return new Invalid();
      }
    }
    for (String name : new String[] {"NO_PROXY", "no_proxy"}) {
      if (isSet(env, name) && NoProxyList.parse(env.get(name)).isEmpty()) {
        return new Invalid();
      }
    }
    InetSocketAddress https = address(env, "HTTPS_PROXY", "https_proxy");
    InetSocketAddress http = address(env, "HTTP_PROXY", "http_proxy");
    NoProxyList noProxy =
        NoProxyList.parse(firstSet(env, "NO_PROXY", "no_proxy").orElse(""))
            .orElse(NoProxyList.EMPTY);
    return new Valid(new EnvProxySelector(https, http, noProxy));
  }

  private static InetSocketAddress address(Map<String, String> env, String upper, String lower) {
    return firstSet(env, upper, lower).flatMap(ProxyAddress::parse).orElse(null);
  }

  private static Optional<String> firstSet(Map<String, String> env, String upper, String lower) {
    return isSet(env, upper)
        ? Optional.of(env.get(upper))
        : isSet(env, lower) ? Optional.of(env.get(lower)) : Optional.empty();
  }

  private static boolean isSet(Map<String, String> env, String name) {
    String value = env.get(name);
    return value != null && !value.isBlank();
  }
}

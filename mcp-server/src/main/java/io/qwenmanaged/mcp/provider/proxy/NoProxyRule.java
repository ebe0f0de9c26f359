package io.qwenmanaged.mcp.provider.proxy;

import java.util.Optional;

/** One {@code NO_PROXY} entry other than {@code *}. */
sealed interface NoProxyRule permits NoProxyRule.Domain, NoProxyRule.Network {

  /** The rule applies to every port. */
  int ANY_PORT = -1;

  /**
   * @param host the normalised request host
   * @param address the host's address when it is an IP literal
   * @param port the request's effective port
   */
  boolean matches(String host, Optional<byte[]> address, int port);

  /**
   * {@code example.com} matches that host and its subdomains; {@code .example.com} (or {@code
   * *.example.com}) matches subdomains only.
   */
  record Domain(String name, boolean subdomainsOnly, int port) implements NoProxyRule {
    @Override
    public boolean matches(String host, Optional<byte[]> address, int requestPort) {
      boolean sameHost = !subdomainsOnly && host.equals(name);
      return portMatches(port, requestPort) && (sameHost || host.endsWith("." + name));
    }
  }

  /**
   * An IP address ({@code prefixBits} = its full length) or a CIDR block; matches IP hosts only.
   */
  record Network(byte[] address, int prefixBits, int port) implements NoProxyRule {
    @Override
    public boolean matches(String host, Optional<byte[]> hostAddress, int requestPort) {
      return portMatches(port, requestPort)
          && hostAddress.map(a -> IpLiteral.samePrefix(address, a, prefixBits)).orElse(false);
    }
  }

  private static boolean portMatches(int rulePort, int requestPort) {
    return rulePort == ANY_PORT || rulePort == requestPort;
  }
}

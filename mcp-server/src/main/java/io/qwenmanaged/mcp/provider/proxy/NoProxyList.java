package io.qwenmanaged.mcp.provider.proxy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A parsed {@code NO_PROXY} value: entries separated by commas and/or whitespace, each one of
 * {@code *} (no proxy for any host), a host name ({@code example.com}: it and its subdomains), a
 * suffix ({@code .example.com} or {@code *.example.com}: subdomains only), an IP address, a CIDR
 * block ({@code 10.0.0.0/8}, IP-literal hosts only), or a host, address or {@code [IPv6]} with
 * {@code :port}. Host names are compared case-insensitively, without DNS.
 */
final class NoProxyList {

  private static final Pattern SEPARATORS = Pattern.compile("[,\\s]+");
  private static final Pattern HOST = Pattern.compile("\\.?[a-z0-9_-]+(\\.[a-z0-9_-]+)*\\.?");
  private static final Pattern DIGITS = Pattern.compile("[0-9]{1,5}");
  private static final int INVALID = -2;

  static final NoProxyList EMPTY = new NoProxyList(false, List.of());

  private final boolean matchesAll;
  private final List<NoProxyRule> rules;

  private NoProxyList(boolean matchesAll, List<NoProxyRule> rules) {
    this.matchesAll = matchesAll;
    this.rules = List.copyOf(rules);
  }

  /** The parsed list, or empty when any entry is not one of the accepted forms. */
  static Optional<NoProxyList> parse(String value) {
    boolean all = false;
    List<NoProxyRule> rules = new ArrayList<>();
    for (String raw : SEPARATORS.split(value.trim().toLowerCase(Locale.ROOT))) {
      if (raw.isEmpty()) {
        continue;
      }
      if (raw.equals("*")) {
        all = true;
        continue;
      }
      Optional<NoProxyRule> rule = entry(raw.startsWith("*.") ? raw.substring(1) : raw);
      if (rule.isEmpty()) {
        return Optional.empty();
      }
      rules.add(rule.get());
    }
    return Optional.of(new NoProxyList(all, rules));
  }

  /** Whether a request to the normalised {@code host} on {@code port} must go direct. */
  boolean matches(String host, int port) {
    if (matchesAll) {
      return true;
    }
    Optional<byte[]> address = IpLiteral.parse(host);
    return rules.stream().anyMatch(rule -> rule.matches(host, address, port));
  }

  private static Optional<NoProxyRule> entry(String text) {
    if (text.startsWith("[")) {
      return bracketed(text);
    }
    int slash = text.indexOf('/');
    if (slash >= 0) {
      return network(text.substring(0, slash), text.substring(slash + 1));
    }
    int colon = text.indexOf(':');
    if (colon < 0) {
      return host(text, NoProxyRule.ANY_PORT);
    }
    if (text.indexOf(':', colon + 1) >= 0) {
      return address(text, NoProxyRule.ANY_PORT);
    }
    int port = port(text.substring(colon + 1));
    return port == INVALID ? Optional.empty() : host(text.substring(0, colon), port);
  }

  private static Optional<NoProxyRule> host(String text, int port) {
    Optional<NoProxyRule> address = address(text, port);
    if (address.isPresent() || !HOST.matcher(text).matches()) {
      return address;
    }
    boolean subdomainsOnly = text.startsWith(".");
    String name = HostNames.normalise(subdomainsOnly ? text.substring(1) : text);
    return Optional.of(new NoProxyRule.Domain(name, subdomainsOnly, port));
  }

  private static Optional<NoProxyRule> address(String text, int port) {
    return IpLiteral.parse(text).map(a -> new NoProxyRule.Network(a, a.length * 8, port));
  }

  private static Optional<NoProxyRule> network(String text, String prefix) {
    Optional<byte[]> address = IpLiteral.parse(text);
    if (address.isEmpty() || !DIGITS.matcher(prefix).matches()) {
      return Optional.empty();
    }
    int bits = Integer.parseInt(prefix);
    byte[] bytes = address.get();
    if (bits > bytes.length * 8) {
      return Optional.empty();
    }
    return Optional.of(new NoProxyRule.Network(bytes, bits, NoProxyRule.ANY_PORT));
  }

  private static Optional<NoProxyRule> bracketed(String text) {
    int close = text.indexOf(']');
    if (close < 0) {
      return Optional.empty();
    }
    String rest = text.substring(close + 1);
    int port = NoProxyRule.ANY_PORT;
    if (!rest.isEmpty()) {
      port = rest.startsWith(":") ? port(rest.substring(1)) : INVALID;
    }
    return port == INVALID ? Optional.empty() : address(text.substring(1, close), port);
  }

  private static int port(String text) {
    if (!DIGITS.matcher(text).matches()) {
      return INVALID;
    }
    int port = Integer.parseInt(text);
    return port >= 1 && port <= 65535 ? port : INVALID;
  }
}

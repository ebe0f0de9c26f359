package io.qwenmanaged.mcp.provider.proxy;

import java.util.Locale;

/** Host-name normalisation shared by proxy parsing and matching. */
final class HostNames {

  private HostNames() {}

  /** Lower case, without IPv6 brackets and without a trailing dot. */
  static String normalise(String host) {
    String name = host.toLowerCase(Locale.ROOT);
    if (name.startsWith("[") && name.endsWith("]") && name.length() > 2) {
      name = name.substring(1, name.length() - 1);
    }
    if (name.endsWith(".") && name.length() > 1) {
      name = name.substring(0, name.length() - 1);
    }
    return name;
  }

  /** {@code localhost}, any {@code *.localhost}, 127.0.0.0/8 and ::1. */
  static boolean isLoopback(String normalisedHost) {
    if (normalisedHost.equals("localhost") || normalisedHost.endsWith(".localhost")) {
      return true;
    }
    return IpLiteral.parse(normalisedHost).map(IpLiteral::isLoopback).orElse(false);
  }
}

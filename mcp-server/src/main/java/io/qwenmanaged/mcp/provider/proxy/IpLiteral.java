package io.qwenmanaged.mcp.provider.proxy;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.regex.Pattern;

/** Parses IPv4 and IPv6 address literals without ever resolving a name. */
final class IpLiteral {

  private static final Pattern IPV4 =
      Pattern.compile("(0|[1-9][0-9]{0,2})(\\.(0|[1-9][0-9]{0,2})){3}");
  private static final Pattern IPV6_CHARS = Pattern.compile("[0-9a-fA-F:.]*:[0-9a-fA-F:.]*");

  private IpLiteral() {}

  /** The address bytes (4 or 16) of a literal, or empty when {@code text} is not one. */
  static Optional<byte[]> parse(String text) {
    if (IPV4.matcher(text).matches()) {
      return ipv4(text);
    }
    if (IPV6_CHARS.matcher(text).matches()) {
      try {
        // Brackets make the JDK treat the text as an IPv6 literal only: it never does a lookup.
        return Optional.of(InetAddress.getByName("[" + text + "]").getAddress());
      } catch (UnknownHostException e) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }

  private static Optional<byte[]> ipv4(String text) {
    String[] parts = text.split("\\.");
    byte[] address = new byte[4];
    for (int i = 0; i < 4; i++) {
      int value = Integer.parseInt(parts[i]);
      if (value > 255) {
        return Optional.empty();
      }
      address[i] = (byte) value;
    }
    return Optional.of(address);
  }

  /** Whether the first {@code prefixBits} bits of two same-length addresses agree. */
  static boolean samePrefix(byte[] a, byte[] b, int prefixBits) {
    if (a.length != b.length) {
      return false;
    }
    for (int bit = 0; bit < prefixBits; bit++) {
      int mask = 0x80 >>> (bit % 8);
      if ((a[bit / 8] & mask) != (b[bit / 8] & mask)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the address is in 127.0.0.0/8 or is ::1. */
  static boolean isLoopback(byte[] address) {
    if (address.length == 4) {
      return address[0] == 127;
    }
    for (int i = 0; i < 15; i++) {
      if (address[i] != 0) {
        return false;
      }
    }
    return address[15] == 1;
  }
}

package io.qwenmanaged.install.generation;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;

/**
 * Generation ids: the UTC time of the install and four random hex digits ({@code
 * 20261130T183000Z-3f2a}), so they sort by age and two installs in one second still differ.
 */
public final class GenerationId {

  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

  private GenerationId() {}

  /** A new id for an install at {@code clock}'s time. */
  public static String next(Clock clock) {
    byte[] random = new byte[2];
    new SecureRandom().nextBytes(random);
    return TIME.format(clock.instant()) + "-" + HexFormat.of().formatHex(random);
  }
}

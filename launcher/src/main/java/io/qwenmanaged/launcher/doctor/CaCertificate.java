package io.qwenmanaged.launcher.doctor;

import java.time.Instant;
import java.util.Locale;

/**
 * One CA certificate the plan has the kit's runtimes trust, as {@code doctor --json} lists it.
 *
 * @param subject its subject as RFC 2253 writes it
 * @param notAfter the end of its validity
 * @param state whether it is still valid, and for how long
 */
public record CaCertificate(String subject, Instant notAfter, State state) {

  /** How soon the certificate stops being trusted. */
  public enum State {
    /** Valid for longer than the warning period. */
    OK,
    /** Valid, but it expires within the warning period. */
    EXPIRING,
    /** Expired: nothing signed by it is trusted any more. */
    EXPIRED;

    /** The state as the JSON report writes it. */
    public String word() {
      return name().toLowerCase(Locale.ROOT);
    }
  }
}

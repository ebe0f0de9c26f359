package io.qwenmanaged.policy.trust;

import java.security.cert.X509Certificate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Date;
import javax.security.auth.x500.X500Principal;

/**
 * How the kit names a certificate in one line: its subject as RFC 2253 writes it ({@code CN=Example
 * Root,O=Example}) and dates as UTC calendar days ({@code 2027-01-31}).
 */
public final class CertificateNames {

  private static final DateTimeFormatter DAY = DateTimeFormatter.ISO_LOCAL_DATE;

  private CertificateNames() {}

  /** The subject of {@code certificate}. */
  public static String subject(X509Certificate certificate) {
    return certificate.getSubjectX500Principal().getName(X500Principal.RFC2253);
  }

  /** {@code date} as a UTC day. */
  public static String date(Date date) {
    return DAY.format(date.toInstant().atOffset(ZoneOffset.UTC));
  }
}

package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.trust.CertificateNames;
import io.qwenmanaged.policy.trust.PemCertificates;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Optional;

/**
 * The doctor's lines of the CA certificates the plan has the kit's runtimes trust besides their own
 * roots, read from the generation's PEM of them (which the manifest check has already compared with
 * what the installer wrote): one line per certificate, named by its subject's common name (its
 * whole subject when it has none) with the day it expires. A certificate that expires within {@link
 * #WARNING_PERIOD} is a warning, which leaves the exit code alone; an expired one is a policy
 * problem, since nothing it signed is trusted any more. A plan that names none gets one line saying
 * the runtimes trust their own roots only.
 */
final class CaCertificateLines {

  /** The check of a plan without CA certificates, or of a PEM that cannot be read. */
  static final String CERTIFICATES = Doctor.CA_CERTIFICATES;

  /** The check of one CA certificate. */
  static final String CERTIFICATE = "CA certificate";

  static final String OWN_ROOTS_ONLY = "the runtimes' own roots only";

  /** How long before its expiry a certificate is warned about. */
  static final Duration WARNING_PERIOD = Duration.ofDays(30);

  /** The largest PEM read; the installer writes far less. */
  private static final long MAX_BYTES = 1L << 20;

  static final String EXPIRING =
      "%s, expires %s (in %d day%s); the admin must renew it and install again";
  static final String EXPIRED =
      "the CA certificate %s expired on %s, so the kit's runtimes no longer trust what it signed;"
          + " the admin must renew it and install again";

  /** The lines, and the certificates as {@code doctor --json} lists them. */
  record Found(List<DoctorLine> lines, List<CaCertificate> certificates) {

    Found {
      lines = List.copyOf(lines);
      certificates = List.copyOf(certificates);
    }
  }

  private CaCertificateLines() {}

  /** The lines of {@code config}'s CA certificates at the time {@code now}. */
  static Found of(LauncherConfig config, Instant now) {
    Optional<String> pem = config.files().caCertificates();
    if (pem.isEmpty()) {
      return new Found(List.of(DoctorLine.ok(CERTIFICATES, OWN_ROOTS_ONLY)), List.of());
    }
    List<X509Certificate> certificates;
    try {
      certificates = read(Path.of(pem.get()));
    } catch (IOException e) {
      return unreadable(pem.get(), "cannot be read: " + e.getClass().getSimpleName());
    } catch (IllegalStateException e) {
      return unreadable(pem.get(), e.getMessage());
    }
    List<DoctorLine> lines = new ArrayList<>();
    List<CaCertificate> listed = new ArrayList<>();
    for (X509Certificate certificate : certificates) {
      CaCertificate found = describe(certificate, now);
      listed.add(found);
      lines.add(line(found, pem.get(), now));
    }
    return new Found(lines, listed);
  }

  private static Found unreadable(String pem, String reason) {
    Diagnostic problem = Diagnostic.io(pem, reason);
    return new Found(
        List.of(DoctorLine.fail(CERTIFICATES, "the generation's PEM", List.of(problem))),
        List.of());
  }

  private static List<X509Certificate> read(Path pem) throws IOException {
    if (Files.size(pem) > MAX_BYTES) {
      throw new IllegalStateException("is larger than 1 MiB");
    }
    PemCertificates.Outcome outcome = PemCertificates.read(Files.readAllBytes(pem));
    if (outcome instanceof PemCertificates.Certificates found) {
      return found.certificates();
    }
    throw new IllegalStateException("holds no certificate the kit wrote");
  }

  private static CaCertificate describe(X509Certificate certificate, Instant now) {
    Instant notAfter = certificate.getNotAfter().toInstant();
    CaCertificate.State state =
        notAfter.isBefore(now)
            ? CaCertificate.State.EXPIRED
            : notAfter.isBefore(now.plus(WARNING_PERIOD))
                ? CaCertificate.State.EXPIRING
                : CaCertificate.State.OK;
    return new CaCertificate(CertificateNames.subject(certificate), notAfter, state);
  }

  private static DoctorLine line(CaCertificate certificate, String pem, Instant now) {
    String name = Printable.line(commonName(certificate.subject()));
    String day = CertificateNames.date(Date.from(certificate.notAfter()));
    switch (certificate.state()) {
      case OK:
        return DoctorLine.ok(CERTIFICATE, name + ", expires " + day);
      case EXPIRING:
        long days = daysUntil(now, certificate.notAfter());
        return DoctorLine.warn(
            CERTIFICATE, String.format(EXPIRING, name, day, days, days == 1 ? "" : "s"));
      default:
        Diagnostic problem = Diagnostic.policy(pem, "", String.format(EXPIRED, name, day));
        return DoctorLine.fail(CERTIFICATE, name + ", expired " + day, List.of(problem));
    }
  }

  /** Whole days from {@code now} until {@code end}, a part of a day counting as one. */
  static long daysUntil(Instant now, Instant end) {
    long seconds = Duration.between(now, end).getSeconds();
    return (seconds + Duration.ofDays(1).getSeconds() - 1) / Duration.ofDays(1).getSeconds();
  }

  /**
   * The subject's first (most specific) common name, or the whole subject when it has none: the RFC
   * 2253 text is split at commas and plus signs that no backslash escapes, and the value of a
   * {@code CN} part loses its escapes.
   */
  static String commonName(String subject) {
    StringBuilder part = new StringBuilder();
    for (int i = 0; i <= subject.length(); i++) {
      char c = i < subject.length() ? subject.charAt(i) : ',';
      if (c == '\\' && i + 1 < subject.length()) {
        part.append(c).append(subject.charAt(++i));
      } else if (c == ',' || c == '+') {
        Optional<String> common = common(part.toString());
        if (common.isPresent()) {
          return common.get();
        }
        part.setLength(0);
      } else {
        part.append(c);
      }
    }
    return subject;
  }

  private static Optional<String> common(String part) {
    if (!part.regionMatches(true, 0, "CN=", 0, 3) || part.length() == 3 || part.charAt(3) == '#') {
      return Optional.empty();
    }
    return Optional.of(part.substring(3).replaceAll("\\\\(.)", "$1"));
  }
}

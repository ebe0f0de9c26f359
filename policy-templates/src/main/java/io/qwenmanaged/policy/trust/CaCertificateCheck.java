package io.qwenmanaged.policy.trust;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.files.FileEntry;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import java.io.IOException;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Whether a CA certificate file the plan names may be trusted by the kit's runtimes. It must be a
 * regular file (never a link, whose target another could change) of at most 1 MiB that neither its
 * group nor others may write (POSIX mode bits; Windows access lists are the admin's to set), in
 * PEM, holding certificates only, each of them a CA certificate (basicConstraints with CA true) and
 * none expired. A refusal is one line naming the file.
 */
public final class CaCertificateCheck {

  static final String WRITABLE =
      "can be written by its group or others (mode %s); a CA file the kit trusts must be"
          + " writable by its owner only";
  static final String NOT_PEM = "is not a PEM file: %s";
  static final String NO_CERTIFICATE = "holds no certificate, only: %s";
  static final String OTHER_BLOCK = "holds a %s block; a CA file holds certificates only";
  static final String NOT_CA =
      "holds a certificate that is not a CA certificate (basicConstraints CA:true): %s";
  static final String EXPIRED = "holds a certificate that expired on %s: %s";

  /** What the check found. */
  public sealed interface Outcome {}

  /** The file's certificates, in file order; every one a CA valid at the time of the check. */
  public record Trusted(String file, List<X509Certificate> certificates) implements Outcome {

    public Trusted {
      certificates = List.copyOf(certificates);
    }
  }

  /** Why the file is refused. */
  public record Refused(Diagnostic problem) implements Outcome {}

  private CaCertificateCheck() {}

  /** Checks the CA certificate file at {@code path} at the time {@code now}. */
  public static Outcome check(FileFacts facts, String path, Instant now) {
    BoundedFile.Outcome read = RegularFile.read(facts, path, path);
    if (read instanceof BoundedFile.Failed failed) {
      return new Refused(failed.diagnostic());
    }
    Optional<String> writable = writable(facts, path);
    if (writable.isPresent()) {
      return refused(path, writable.get());
    }
    PemCertificates.Outcome pem = PemCertificates.read(((BoundedFile.Read) read).bytes());
    if (pem instanceof PemCertificates.NotPem notPem) {
      return refused(path, String.format(NOT_PEM, notPem.reason()));
    }
    if (pem instanceof PemCertificates.NoCertificate none) {
      return refused(path, String.format(NO_CERTIFICATE, String.join(", ", none.kinds())));
    }
    if (pem instanceof PemCertificates.OtherBlock other) {
      return refused(path, String.format(OTHER_BLOCK, other.kind()));
    }
    List<X509Certificate> certificates = ((PemCertificates.Certificates) pem).certificates();
    for (X509Certificate certificate : certificates) {
      if (certificate.getBasicConstraints() < 0) {
        return refused(path, String.format(NOT_CA, CertificateNames.subject(certificate)));
      }
      if (certificate.getNotAfter().toInstant().isBefore(now)) {
        return refused(
            path,
            String.format(
                EXPIRED,
                CertificateNames.date(certificate.getNotAfter()),
                CertificateNames.subject(certificate)));
      }
    }
    return new Trusted(path, certificates);
  }

  private static Optional<String> writable(FileFacts facts, String path) {
    try {
      Optional<FileEntry> entry = facts.entry(path);
      if (entry.isPresent()
          && entry.get().protection() instanceof FileEntry.PosixMode mode
          && (mode.groupWritable() || mode.otherWritable())) {
        return Optional.of(String.format(WRITABLE, mode.octal()));
      }
      return Optional.empty();
    } catch (IOException e) {
      return Optional.of("cannot be examined: " + e.getClass().getSimpleName());
    }
  }

  private static Refused refused(String path, String message) {
    return new Refused(Diagnostic.policy(path, "", message));
  }
}

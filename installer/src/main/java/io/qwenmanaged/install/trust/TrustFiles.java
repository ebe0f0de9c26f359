package io.qwenmanaged.install.trust;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.trust.PemCertificates;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * The two trust files of a generation whose plan names CA certificates: {@value
 * KitFiles#CA_CERTIFICATES}, the plan's certificates in plan order as PEM (what Qwen's Node adds to
 * its own roots), and {@value KitFiles#TRUST_STORE}, the pinned Java runtime's own roots plus the
 * plan's certificates (what the kit's JVMs trust instead of their roots alone). The plan's
 * certificates are named {@code plan-ca-001}, {@code plan-ca-002}, … in the store.
 */
public final class TrustFiles {

  /** The alias prefix of the plan's certificates in the trust store. */
  static final String PLAN_ALIAS = "plan-ca-";

  /** The files, by name, or why they cannot be made. */
  public sealed interface Outcome {}

  /** {@value KitFiles#CA_CERTIFICATES} then {@value KitFiles#TRUST_STORE}, with their bytes. */
  public record Made(Map<String, byte[]> files) implements Outcome {}

  /** The runtime's roots could not be read. */
  public record Failed(Diagnostic problem) implements Outcome {}

  private TrustFiles() {}

  /** The trust files for {@code certificates} and the runtime whose program is {@code java}. */
  public static Outcome of(List<X509Certificate> certificates, String java) {
    Path cacerts = JavaRoots.cacertsOf(java);
    SortedMap<String, X509Certificate> entries;
    try {
      entries = JavaRoots.read(cacerts);
    } catch (IOException | GeneralSecurityException e) {
      return new Failed(
          Diagnostic.io(
              cacerts.toString(),
              "cannot be read as the Java runtime's trusted roots: "
                  + e.getClass().getSimpleName()));
    }
    for (int i = 0; i < certificates.size(); i++) {
      entries.put(String.format("%s%03d", PLAN_ALIAS, i + 1), certificates.get(i));
    }
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put(
        KitFiles.CA_CERTIFICATES,
        PemCertificates.write(certificates).getBytes(StandardCharsets.US_ASCII));
    try {
      files.put(KitFiles.TRUST_STORE, TrustStoreWriter.write(entries));
    } catch (IOException | GeneralSecurityException e) {
      return new Failed(
          Diagnostic.io(
              KitFiles.TRUST_STORE, "cannot be written: " + e.getClass().getSimpleName()));
    }
    return new Made(files);
  }
}

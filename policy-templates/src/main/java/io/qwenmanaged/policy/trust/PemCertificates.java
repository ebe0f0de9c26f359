package io.qwenmanaged.policy.trust;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the certificates of a PEM file: every {@code -----BEGIN CERTIFICATE-----} block, decoded as
 * an X.509 certificate. Text between blocks (the comments tools write) is ignored; a block of any
 * other kind (a private key, a request) is named, since a file the kit trusts holds certificates
 * only. Writes certificates back in one normal form: 64 base64 characters a line, LF endings.
 */
public final class PemCertificates {

  /** What a PEM file holds. */
  public sealed interface Outcome {}

  /** Its certificates, in file order (at least one). */
  public record Certificates(List<X509Certificate> certificates) implements Outcome {

    public Certificates {
      certificates = List.copyOf(certificates);
    }
  }

  /** Not PEM: no block at all, or a certificate block that does not decode. */
  public record NotPem(String reason) implements Outcome {}

  /** PEM blocks, but of other kinds only ({@code kinds}: their labels, e.g. PRIVATE KEY). */
  public record NoCertificate(List<String> kinds) implements Outcome {}

  /** Certificates beside a block of another kind ({@code kind}: its label). */
  public record OtherBlock(String kind) implements Outcome {}

  static final String CERTIFICATE = "CERTIFICATE";

  private static final Pattern BLOCK =
      Pattern.compile(
          "-----BEGIN ([A-Z0-9 ]+)-----\\r?\\n([A-Za-z0-9+/=\\r\\n\\t ]*?)-----END \\1-----");

  private static final Pattern BEGIN = Pattern.compile("-----BEGIN [A-Z0-9 ]+-----");

  private PemCertificates() {}

  /** The certificates of the PEM text in {@code bytes}. */
  public static Outcome read(byte[] bytes) {
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    Matcher block = BLOCK.matcher(text);
    List<X509Certificate> certificates = new ArrayList<>();
    List<String> others = new ArrayList<>();
    int blocks = 0;
    while (block.find()) {
      blocks++;
      if (!block.group(1).equals(CERTIFICATE)) {
        others.add(block.group(1));
        continue;
      }
      try {
        certificates.add(decode(block.group(2)));
      } catch (IllegalArgumentException | CertificateException e) {
        return new NotPem("its certificate block " + blocks + " does not decode");
      }
    }
    if (blocks == 0) {
      return new NotPem(
          BEGIN.matcher(text).find()
              ? "a -----BEGIN----- line has no matching -----END----- line"
              : "it holds no -----BEGIN CERTIFICATE----- block");
    }
    if (certificates.isEmpty()) {
      return new NoCertificate(List.copyOf(others));
    }
    if (!others.isEmpty()) {
      return new OtherBlock(others.get(0));
    }
    return new Certificates(certificates);
  }

  /** {@code certificates} as PEM text in the normal form. */
  public static String write(List<X509Certificate> certificates) {
    Base64.Encoder encoder = Base64.getMimeEncoder(64, new byte[] {'\n'});
    StringBuilder out = new StringBuilder();
    for (X509Certificate certificate : certificates) {
      try {
        out.append("-----BEGIN CERTIFICATE-----\n")
            .append(encoder.encodeToString(certificate.getEncoded()))
            .append("\n-----END CERTIFICATE-----\n");
      } catch (java.security.cert.CertificateEncodingException e) {
        throw new IllegalStateException("a decoded certificate has no encoding", e);
      }
    }
    return out.toString();
  }

  private static X509Certificate decode(String base64) throws CertificateException {
    byte[] der = Base64.getMimeDecoder().decode(base64.replaceAll("\\s", ""));
    CertificateFactory factory = CertificateFactory.getInstance("X.509");
    return (X509Certificate) factory.generateCertificate(new ByteArrayInputStream(der));
  }
}

package io.qwenmanaged.policy.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a CA file must be for the kit to trust it: each refusal one line naming the file; the
 * certificates made in the test by the JDK's {@code keytool} with fixed validity windows.
 */
@Tag("unit")
class CaCertificateCheckTest {

  private static final String CA = "/etc/corp/root-ca.pem";
  private static final Instant NOW = Instant.parse("2026-12-01T00:00:00Z");

  private static String refusal(FakeFileFacts fs) {
    CaCertificateCheck.Outcome outcome = CaCertificateCheck.check(fs, CA, NOW);
    CaCertificateCheck.Refused refused =
        assertInstanceOf(CaCertificateCheck.Refused.class, outcome);
    assertEquals(CA, refused.problem().file());
    return refused.problem().message();
  }

  @Test
  void aMissingFileIsRefused() {
    assertEquals(RegularFile.MISSING, refusal(FakeFileFacts.posix()));
  }

  @Test
  void garbageIsNotPem() {
    FakeFileFacts fs = FakeFileFacts.posix().file(CA, "not a certificate at all").mode(CA, 0644);
    assertEquals("is not a PEM file: it holds no -----BEGIN CERTIFICATE----- block", refusal(fs));
  }

  @Test
  void aPrivateKeyInsteadOfACertificateIsRefused() {
    String key = "-----BEGIN PRIVATE KEY-----\nTUlJQkFE\n-----END PRIVATE KEY-----\n";
    FakeFileFacts fs = FakeFileFacts.posix().file(CA, key).mode(CA, 0644);
    assertEquals("holds no certificate, only: PRIVATE KEY", refusal(fs));
  }

  @Test
  void aCertificateBlockThatDoesNotDecodeIsNotPem() {
    String bad = "-----BEGIN CERTIFICATE-----\nTUlJQkFE\n-----END CERTIFICATE-----\n";
    FakeFileFacts fs = FakeFileFacts.posix().file(CA, bad).mode(CA, 0644);
    assertEquals("is not a PEM file: its certificate block 1 does not decode", refusal(fs));
  }

  @Test
  void aGroupWritableFileIsRefused() {
    FakeFileFacts fs = FakeFileFacts.posix().file(CA, "anything").mode(CA, 0664);
    assertEquals(String.format(CaCertificateCheck.WRITABLE, "0664"), refusal(fs));
  }

  @Test
  void aCurrentCaCertificateIsTrusted(@TempDir Path dir) throws Exception {
    String pem = KeytoolCertificates.pem(dir, "CN=Corp Root,O=Example", "2026/01/01", 3650, true);
    FakeFileFacts fs = FakeFileFacts.posix().file(CA, pem).mode(CA, 0644);
    CaCertificateCheck.Outcome outcome = CaCertificateCheck.check(fs, CA, NOW);
    CaCertificateCheck.Trusted trusted =
        assertInstanceOf(CaCertificateCheck.Trusted.class, outcome);
    assertEquals(1, trusted.certificates().size());
  }

  @Test
  void anExpiredCaCertificateIsRefusedWithItsDateAndSubject(@TempDir Path dir) throws Exception {
    String pem = KeytoolCertificates.pem(dir, "CN=Old Root,O=Example", "2025/01/01", 30, true);
    FakeFileFacts fs = FakeFileFacts.posix().file(CA, pem).mode(CA, 0644);
    assertEquals(
        "holds a certificate that expired on 2025-01-31: CN=Old Root,O=Example", refusal(fs));
  }

  @Test
  void aCertificateThatIsNotACaIsRefused(@TempDir Path dir) throws Exception {
    String pem = KeytoolCertificates.pem(dir, "CN=server.example", "2026/01/01", 3650, false);
    FakeFileFacts fs = FakeFileFacts.posix().file(CA, pem).mode(CA, 0644);
    assertEquals(String.format(CaCertificateCheck.NOT_CA, "CN=server.example"), refusal(fs));
  }

  @Test
  void aPrivateKeyBesideTheCertificateIsRefused(@TempDir Path dir) throws Exception {
    String pem = KeytoolCertificates.pem(dir, "CN=Corp Root", "2026/01/01", 3650, true);
    String key = "-----BEGIN PRIVATE KEY-----\nTUlJQkFE\n-----END PRIVATE KEY-----\n";
    FakeFileFacts fs = FakeFileFacts.posix().file(CA, pem + key).mode(CA, 0644);
    assertEquals(String.format(CaCertificateCheck.OTHER_BLOCK, "PRIVATE KEY"), refusal(fs));
  }
}

package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.launcher.TestConfigs;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.trust.CertificateNames;
import io.qwenmanaged.policy.trust.PemCertificates;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The doctor lists each CA certificate of the generation's PEM with the day it expires, warns about
 * one that expires within 30 days, fails on an expired one, and says so when the plan names none;
 * {@code --json} lists them with subject, notAfter and state. The certificates are made in the
 * test.
 */
@Tag("unit")
class CaCertificateLinesTest {

  @TempDir static Path directory;

  private static String lasting;
  private static String soon;
  private static String expired;

  @BeforeAll
  static void makeCertificates() throws Exception {
    lasting = TestAuthorities.pem(directory, "lasting", "CN=Example Root CA,O=Example", 0, 400);
    soon = TestAuthorities.pem(directory, "soon", "O=Example Proxy,C=DE", 0, 10);
    expired = TestAuthorities.pem(directory, "expired", "CN=Old Root,O=Example", -20, 10);
  }

  private static LauncherConfig config(Optional<String> pem) {
    LauncherConfig base = TestConfigs.config(List.of());
    LauncherConfig.Files files = base.files();
    return new LauncherConfig(
        base.platform(),
        base.profile(),
        base.runtimes(),
        new LauncherConfig.Files(
            files.systemDefaults(),
            files.mcpServerJar(),
            files.hookJar(),
            files.installManifest(),
            pem,
            pem.map(p -> "/etc/kit/trust-store.p12")),
        base.qwenExtraFlags(),
        base.qwenHome(),
        base.qwenRuntimeDir(),
        base.environment(),
        base.install(),
        base.repositories(),
        base.approvalModes(),
        base.model());
  }

  /** The report of the generation's PEM holding {@code certificates}, in that order. */
  private static DoctorReport report(String... certificates) throws Exception {
    Path pem = directory.resolve("ca-certificates.pem");
    Files.writeString(pem, String.join("", certificates), StandardCharsets.US_ASCII);
    CaCertificateLines.Found found =
        CaCertificateLines.of(config(Optional.of(pem.toString())), Instant.now());
    return new DoctorReport(found.lines(), Optional.empty(), Optional.of(found.certificates()));
  }

  private static String day(String pem) {
    X509Certificate certificate =
        ((PemCertificates.Certificates)
                PemCertificates.read(pem.getBytes(StandardCharsets.US_ASCII)))
            .certificates()
            .get(0);
    return CertificateNames.date(certificate.getNotAfter());
  }

  private static String human(DoctorReport report) {
    return DoctorReports.human(report).replace(System.lineSeparator(), "\n");
  }

  @Test
  void aPlanWithoutCaCertificatesHasOneLineAndAnEmptyList() throws Exception {
    CaCertificateLines.Found found = CaCertificateLines.of(config(Optional.empty()), Instant.now());
    DoctorReport report =
        new DoctorReport(found.lines(), Optional.empty(), Optional.of(found.certificates()));
    assertEquals("ok   CA certificates: the runtimes' own roots only\n", human(report));
    JsonNode document = new ObjectMapper().readTree(DoctorReports.json(report));
    assertEquals(0, document.get("caCertificates").size());
  }

  @Test
  void aLastingCertificateIsOneOkLineNamedByItsCommonName() throws Exception {
    DoctorReport report = report(lasting);
    assertEquals(
        "ok   CA certificate: Example Root CA, expires " + day(lasting) + "\n", human(report));
    assertEquals(List.of(), report.problems());
  }

  @Test
  void oneThatExpiresInTenDaysIsAWarningThatLeavesTheExitCodeAlone() throws Exception {
    DoctorReport report = report(lasting, soon);
    assertEquals(
        "ok   CA certificate: Example Root CA, expires "
            + day(lasting)
            + "\n"
            + "warn CA certificate: O=Example Proxy,C=DE, expires "
            + day(soon)
            + " (in 10 days); the admin must renew it and install again\n",
        human(report));
    assertEquals(List.of(), report.problems());
  }

  @Test
  void anExpiredOneIsAPolicyProblemNamingThePemFile() throws Exception {
    DoctorReport report = report(expired, lasting);
    String pem = directory.resolve("ca-certificates.pem").toString();
    assertEquals(
        "FAIL CA certificate: Old Root, expired "
            + day(expired)
            + "\n"
            + "     "
            + pem
            + ": error: the CA certificate Old Root expired on "
            + day(expired)
            + ", so the kit's runtimes no longer trust what it signed; the admin must renew it and"
            + " install again\n"
            + "ok   CA certificate: Example Root CA, expires "
            + day(lasting)
            + "\n",
        human(report));
    assertEquals(1, report.problems().size());
    assertEquals(Diagnostic.Kind.POLICY, report.problems().get(0).kind());
  }

  @Test
  void theJsonListsEachWithSubjectNotAfterAndState() throws Exception {
    JsonNode document =
        new ObjectMapper().readTree(DoctorReports.json(report(lasting, soon, expired)));
    JsonNode listed = document.get("caCertificates");
    assertEquals(3, listed.size());
    assertEquals("CN=Example Root CA,O=Example", listed.get(0).get("subject").textValue());
    assertEquals("ok", listed.get(0).get("state").textValue());
    assertEquals("O=Example Proxy,C=DE", listed.get(1).get("subject").textValue());
    assertEquals("expiring", listed.get(1).get("state").textValue());
    assertEquals("expired", listed.get(2).get("state").textValue());
    assertEquals(
        day(soon), listed.get(1).get("notAfter").textValue().substring(0, "yyyy-mm-dd".length()));
    assertEquals(false, document.get("ok").booleanValue());
  }

  @Test
  void aPemThatCannotBeReadIsAnIoProblem() {
    String missing = directory.resolve("gone.pem").toString();
    CaCertificateLines.Found found =
        CaCertificateLines.of(config(Optional.of(missing)), Instant.now());
    DoctorLine line = found.lines().get(0);
    assertEquals(DoctorLine.Status.FAIL, line.status());
    assertEquals(CaCertificateLines.CERTIFICATES, line.check());
    assertEquals(Diagnostic.Kind.IO, line.problems().get(0).kind());
  }

  @Test
  void theCommonNameIsTheFirstCnWithoutEscapesOrElseTheWholeSubject() {
    assertEquals("Root, Inc. CA", CaCertificateLines.commonName("CN=Root\\, Inc. CA,O=Example"));
    assertEquals("Issuing", CaCertificateLines.commonName("CN=Issuing,CN=Other,O=Example"));
    assertEquals("O=Example,C=DE", CaCertificateLines.commonName("O=Example,C=DE"));
    assertEquals("CN=#0403,O=X", CaCertificateLines.commonName("CN=#0403,O=X"));
  }
}

package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * An install from the unpacked distribution ({@code posix/install.sh --plan}) of a plan naming a CA
 * made in the test with the JDK's {@code keytool}: the generation holds the CA PEM and the trust
 * store, both in its manifest; {@code verify} and {@code verify --plan} pass; the same plan again
 * changes nothing; a hand-edited trust store fails {@code verify}; a CA file its group may write
 * refuses the install, naming the file, and writes nothing.
 */
@Tag("jar")
class CaCertificatesInstallTest {

  private static final String PEM = "ca-certificates.pem";
  private static final String STORE = "trust-store.p12";

  private static UnpackedKit kit;
  private static Site site;
  private static Path plan;
  private static Outcome install;

  @BeforeAll
  static void installOnce() {
    kit = UnpackedKit.unpack();
    site = kit.newSite();
    Path ca = ca(site.root().resolve("pki").resolve("root-ca.pem"));
    plan = site.writePlan("ca-plan.json", withCa(site, ca));
    install = site.install(plan);
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void bothTrustFilesAreInstalledAndInTheManifestAndVerifyPasses() throws IOException {
    assertEquals(0, install.exitCode(), install.toString());
    String id = Healthy.current(site, "after the install");
    Map<String, String> manifest = site.manifest(id);
    for (String name : List.of(PEM, STORE)) {
      Path file = site.configGeneration(id).resolve(name);
      assertTrue(Files.isRegularFile(file), file + " is missing");
      assertEquals(Sha256.hex(Files.readAllBytes(file)), manifest.get(file.toString()), name);
    }
    Outcome verify = site.verify();
    assertEquals(0, verify.exitCode(), verify.toString());
    Outcome exact = site.verify("--plan", plan.toString(), "--json");
    assertEquals("valid", exact.json().path("result").asText(), exact.toString());
  }

  @Test
  void theSamePlanAgainChangesNothing() {
    TreeSnapshot before = site.snapshot();

    Outcome again = site.install(plan);

    assertEquals(0, again.exitCode(), again.toString());
    assertTrue(
        again.stderr().contains("already is this plan; nothing was written"), again.stderr());
    assertEquals("", before.differences(site.snapshot()));
  }

  @Test
  void aHandEditedTrustStoreFailsVerifyNamingIt() throws IOException {
    Path store = site.configGeneration(Healthy.current(site, "before the edit")).resolve(STORE);
    byte[] installed = Files.readAllBytes(store);
    try {
      Files.write(store, new byte[] {0});
      Outcome verify = site.verify();
      assertEquals(3, verify.exitCode(), verify.toString());
      assertTrue(verify.stderr().contains(store.toString()), verify.toString());
    } finally {
      Files.write(store, installed);
    }
  }

  @Test
  void aCaFileItsGroupMayWriteIsRefusedNamingItAndNothingIsWritten() throws IOException {
    Site other = kit.newSite("group-writable");
    Path ca = ca(other.root().resolve("pki").resolve("root-ca.pem"));
    Files.setPosixFilePermissions(ca, PosixFilePermissions.fromString("rw-rw-r--"));
    Path file = other.writePlan("ca-plan.json", withCa(other, ca));
    TreeSnapshot before = other.snapshot();

    Outcome refused = other.install(file);

    assertEquals(3, refused.exitCode(), refused.toString());
    assertEquals(
        "ca-plan.json:/environment/caCertificates/0: error: "
            + ca
            + " can be written by its group or others (mode 0664); a CA file the kit trusts"
            + " must be writable by its owner only",
        refused.stderr().lines().findFirst().orElse(""));
    refused.assertNoStackTrace();
    assertEquals("", before.differences(other.snapshot()));
  }

  private static ObjectNode withCa(Site site, Path ca) {
    ObjectNode plan = site.planJson("mem0-write", List.of());
    ((ObjectNode) plan.get("environment")).putArray("caCertificates").add(ca.toString());
    return plan;
  }

  /** A CA ({@code -ext bc:c}) made with the JDK under test, exported as PEM, mode 0644. */
  private static Path ca(Path pem) {
    try {
      Files.createDirectories(pem.getParent());
      Path store = pem.resolveSibling("ca.p12");
      keytool(
          "-genkeypair",
          "-alias",
          "ca",
          "-keyalg",
          "EC",
          "-groupname",
          "secp256r1",
          "-dname",
          "CN=Black-box Test Root",
          "-ext",
          "bc:c",
          "-validity",
          "30",
          "-storetype",
          "PKCS12",
          "-keystore",
          store.toString(),
          "-storepass",
          "changeit");
      keytool(
          "-exportcert",
          "-rfc",
          "-alias",
          "ca",
          "-keystore",
          store.toString(),
          "-storepass",
          "changeit",
          "-file",
          pem.toString());
      Files.delete(store);
      Files.setPosixFilePermissions(pem, PosixFilePermissions.fromString("rw-r--r--"));
      return pem;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void keytool(String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(UnpackedKit.java().resolveSibling("keytool").toString());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes());
    try {
      if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
        throw new IOException("keytool failed: " + output);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("keytool interrupted", e);
    }
  }
}

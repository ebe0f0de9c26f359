package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestCas;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.install.testing.Tree;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.trust.PemCertificates;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plan that names CA certificates installs the generation's CA PEM and trust store beside its
 * other files, in its manifest; the same plan again writes nothing; a CA file the kit may not trust
 * refuses the install, its dry run included, before anything is written.
 */
@Tag("unit")
class CaCertificatesInstallTest {

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;
  private Path ca;

  @BeforeEach
  void machine() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
    ca = TestCas.ca(dir.resolve("pki").resolve("root-ca.pem"), "Install Test Root");
  }

  private Path plan(Path... cas) {
    ObjectNode plan = TestPlans.of(machine, "mem0-write");
    for (Path file : cas) {
      ((ObjectNode) plan.get("environment")).withArray("caCertificates").add(file.toString());
    }
    return TestPlans.write(machine, plan, "ca-plan.json");
  }

  private Run install(Path plan, String... more) {
    List<String> args = new java.util.ArrayList<>(List.of("install", "--plan", plan.toString()));
    args.addAll(List.of(more));
    args.add("--json");
    return machine.run(args.toArray(String[]::new));
  }

  @Test
  void theCaPemAndTrustStoreAreInstalledNamedAndInTheManifest() throws IOException {
    Run run = install(plan(ca));
    assertEquals(0, run.exit(), run.stdout() + run.stderr());
    Path config = installed.configGeneration(installed.current());
    Path pem = config.resolve(KitFiles.CA_CERTIFICATES);
    Path store = config.resolve(KitFiles.TRUST_STORE);

    JsonNode launcher = Installed.json(installed.launcherJson());
    assertEquals(pem.toString(), launcher.at("/files/caCertificates").asText());
    assertEquals(store.toString(), launcher.at("/files/trustStore").asText());
    assertEquals(
        PemCertificates.write(
            ((PemCertificates.Certificates) PemCertificates.read(Files.readAllBytes(ca)))
                .certificates()),
        Files.readString(pem));
    JsonNode files = Installed.json(config.resolve(KitFiles.INSTALL_MANIFEST)).path("files");
    for (Path file : List.of(pem, store)) {
      assertEquals(Sha256.hex(Files.readAllBytes(file)), files.path(file.toString()).asText());
    }
    String settings = Files.readString(config.resolve("system-settings.json"));
    assertTrue(settings.contains("-Djavax.net.ssl.trustStore=" + store), settings);
  }

  @Test
  void theSamePlanAgainChangesNothing() {
    Path plan = plan(ca);
    assertEquals(0, install(plan).exit());
    Map<String, String> before = Tree.of(dir.resolve("etc"));

    Run again = install(plan);

    assertEquals("unchanged", again.json().path("result").asText(), again.stdout());
    assertEquals(before, Tree.of(dir.resolve("etc")));
  }

  @Test
  void aDryRunOfAFirstInstallNamesBothFiles() {
    Run run = install(plan(ca), "--dry-run");

    assertEquals(0, run.exit(), run.stdout());
    List<String> names =
        StreamSupport.stream(run.json().path("changes").spliterator(), false)
            .map(change -> change.path("file").asText())
            .toList();
    assertTrue(names.contains(KitFiles.CA_CERTIFICATES), names.toString());
    assertTrue(names.contains(KitFiles.TRUST_STORE), names.toString());
  }

  @Test
  void droppingTheCasRemovesBothFilesAndTheDryRunSaysSo() {
    assertEquals(0, install(plan(ca)).exit());

    Run run = install(plan(), "--dry-run");

    List<String> removed =
        StreamSupport.stream(run.json().path("changes").spliterator(), false)
            .filter(change -> change.path("kind").asText().equals("removed"))
            .map(change -> change.path("file").asText())
            .toList();
    assertTrue(removed.contains(KitFiles.CA_CERTIFICATES), run.stdout());
    assertTrue(removed.contains(KitFiles.TRUST_STORE), run.stdout());
  }

  @Test
  void rollbackToTheGenerationWithCasNamesItsOwnTrustFilesAndUninstallRemovesThem() {
    assertEquals(0, install(plan(ca)).exit());
    String withCas = installed.current();
    assertEquals(0, install(plan()).exit());
    assertTrue(Installed.json(installed.launcherJson()).at("/files/trustStore").isMissingNode());

    Run rollback =
        machine.run(
            "rollback", "--to", "previous", "--config-dir", installed.configDir().toString());

    assertEquals(0, rollback.exit(), rollback.stderr());
    assertEquals(withCas, installed.current());
    Path store = installed.configGeneration(withCas).resolve(KitFiles.TRUST_STORE);
    assertEquals(
        store.toString(),
        Installed.json(installed.launcherJson()).at("/files/trustStore").asText());
    assertTrue(Files.isRegularFile(store));
    Run uninstall =
        machine.run("uninstall", "--config-dir", installed.configDir().toString(), "--json");
    assertEquals(0, uninstall.exit(), uninstall.stdout());
    assertFalse(Files.exists(installed.configDir()), Tree.of(installed.configDir()).toString());
  }

  @Test
  void aGroupWritableCaFileRefusesTheInstallAndItsDryRunNamingIt() throws IOException {
    Files.setPosixFilePermissions(ca, PosixFilePermissions.fromString("rw-rw-r--"));
    Path plan = plan(ca);
    Map<String, String> before = Tree.of(dir);

    for (Run run : List.of(install(plan, "--dry-run"), install(plan))) {
      assertEquals(3, run.exit(), run.stdout());
      JsonNode problem = run.json().path("diagnostics").path(0);
      assertEquals("ca-plan.json", problem.path("file").asText(), run.stdout());
      assertEquals("/environment/caCertificates/0", problem.path("pointer").asText());
      assertEquals(
          ca
              + " can be written by its group or others (mode 0664); a CA file the kit trusts must"
              + " be writable by its owner only",
          problem.path("message").asText());
    }
    assertEquals(before, Tree.of(dir));
    assertFalse(Files.exists(installed.launcherJson()));
  }

  @Test
  void aCertificateThatIsNotACaIsRefusedInTextNamingTheFile() {
    Path leaf = TestCas.leaf(dir.resolve("pki").resolve("server.pem"), "server.example.com");

    Run run = machine.run("install", "--plan", plan(ca, leaf).toString());

    assertEquals(3, run.exit(), run.stderr());
    assertTrue(
        run.stderr()
            .startsWith(
                "ca-plan.json:/environment/caCertificates/1: error: "
                    + leaf
                    + " holds a certificate that is not a CA certificate (basicConstraints"
                    + " CA:true): CN=server.example.com,O=Qwen Managed Tests\n"),
        run.stderr());
  }
}

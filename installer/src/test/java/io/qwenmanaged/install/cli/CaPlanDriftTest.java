package io.qwenmanaged.install.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestCas;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.policy.model.KitFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code verify --plan F} of a plan naming CA certificates: the installed CA PEM and trust store
 * are no drift; either file changed by hand is drift naming it; a CA file changed since the install
 * is drift too (the plan now makes other trust files).
 */
@Tag("unit")
class CaPlanDriftTest {

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;
  private Path ca;
  private Path plan;

  @BeforeEach
  void install() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
    ca = TestCas.ca(dir.resolve("pki").resolve("root-ca.pem"), "Drift Test Root");
    ObjectNode document = TestPlans.of(machine, "mem0-write");
    ((ObjectNode) document.get("environment")).putArray("caCertificates").add(ca.toString());
    plan = TestPlans.write(machine, document, "ca-plan.json");
    Run run = machine.run("install", "--plan", plan.toString());
    assertEquals(0, run.exit(), run.stderr());
  }

  private JsonNode check() throws Exception {
    Report report =
        PlanDrift.check(
            new InstallFlow.Options(plan, null, null, null, false, true),
            installed.configDir(),
            machine.host());
    return new ObjectMapper().readTree(ReportPrinter.json(report));
  }

  @Test
  void theInstalledTrustFilesAreNoDrift() throws Exception {
    JsonNode report = check();

    assertEquals("valid", report.path("result").asText(), report.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {KitFiles.CA_CERTIFICATES, KitFiles.TRUST_STORE})
  void aTrustFileChangedByHandIsDriftNamingIt(String name) throws Exception {
    Path file = installed.configGeneration(installed.current()).resolve(name);
    Files.write(file, new byte[] {'\n'}, StandardOpenOption.APPEND);

    JsonNode report = check();

    assertEquals("drift", report.path("result").asText(), report.toString());
    assertTrue(report.toString().contains("\"file\":\"" + name + "\""), report.toString());
  }

  @Test
  void anotherCaInThePlansFileIsDrift() throws Exception {
    TestCas.ca(ca, "Replaced Root");

    JsonNode report = check();

    assertEquals("drift", report.path("result").asText(), report.toString());
    assertTrue(report.toString().contains(KitFiles.TRUST_STORE), report.toString());
  }
}

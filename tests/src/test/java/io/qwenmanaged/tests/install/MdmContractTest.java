package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What the MDM scripts rely on, from the unpacked distribution: {@code verify --json} (and {@code
 * verify --plan F --json}, which the Intune detection script runs) says {@code valid} with exit 0
 * for a valid installation of the plan, {@code drift} or {@code invalid} with exit 3 otherwise, and
 * {@code absent} when nothing is installed; the Jamf extension attribute {@code
 * posix/jamf/extension-attribute.sh} turns that into {@code <result>valid|invalid|absent</result>}.
 * The Intune scripts are PowerShell and are not run here (no Windows).
 */
@Tag("jar")
class MdmContractTest {

  private static UnpackedKit kit;

  @BeforeAll
  static void unpack() {
    kit = UnpackedKit.unpack();
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  private static Outcome attribute(Site site) {
    Map<String, String> environment = new TreeMap<>(UnpackedKit.adminEnvironment());
    environment.put("QWEN_MANAGED_CONFIG_DIR", site.configDir().toString());
    return kit.commands()
        .run(
            List.of(kit.root().resolve("posix/jamf/extension-attribute.sh").toString()),
            environment);
  }

  @Test
  void theVerifyReportAndTheExtensionAttributeSayValidInvalidOrAbsent() throws IOException {
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    Path other =
        site.writePlan("other.json", site.planJson("mem0-write", List.of()).put("timeoutMs", 7000));

    assertEquals("<result>absent</result>\n", attribute(site).stdout());
    Outcome absent = site.verify("--plan", plan.toString(), "--json");
    assertEquals(3, absent.exitCode(), absent.toString());
    assertEquals("absent", absent.json().path("result").asText());

    assertEquals(0, site.install(plan).exitCode());
    Outcome valid = site.verify("--json");
    assertEquals(0, valid.exitCode(), valid.toString());
    assertEquals("valid", valid.json().path("result").asText());
    Outcome exact = site.verify("--plan", plan.toString(), "--json");
    assertEquals(0, exact.exitCode(), exact.toString());
    assertEquals("valid", exact.json().path("result").asText());
    assertEquals("<result>valid</result>\n", attribute(site).stdout());

    Outcome drift = site.verify("--plan", other.toString(), "--json");
    assertEquals(3, drift.exitCode(), drift.toString());
    assertEquals("drift", drift.json().path("result").asText());
    JsonNode changes = drift.json().path("changes");
    assertTrue(changes.toString().contains("/timeoutMs"), drift.toString());

    String id = Healthy.current(site, "after the install");
    Path settings = site.configGeneration(id).resolve("system-settings.json");
    Files.writeString(settings, Files.readString(settings) + " ");
    Outcome invalid = site.verify("--json");
    assertEquals(3, invalid.exitCode(), invalid.toString());
    assertEquals("invalid", invalid.json().path("result").asText());
    assertEquals("<result>invalid</result>\n", attribute(site).stdout());
    assertEquals(0, attribute(site).exitCode());
  }
}

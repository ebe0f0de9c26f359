package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.manifest.FingerprintFile;
import io.qwenmanaged.policy.manifest.Fingerprints;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An install records the stat fingerprint of every file its manifest lists outside the config
 * directory in the generation's {@value Fingerprints#FILE_NAME}, which the manifest lists with its
 * hash; the policy files under the config directory get none.
 */
@Tag("unit")
class FingerprintRecordsTest {

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;

  @BeforeEach
  void machine() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
  }

  @Test
  void anInstallFingerprintsEveryListedFileOutsideTheConfigDirectoryAndListsTheRecord()
      throws IOException {
    Path plan = TestPlans.written(machine, "mem0-write");
    Run run = machine.run("install", "--plan", plan.toString(), "--json");
    assertEquals(0, run.exit(), run.stdout());
    String id = installed.current();
    JsonNode listed =
        Installed.json(installed.configGeneration(id).resolve("install-manifest.json"))
            .path("files");
    Path record = installed.configGeneration(id).resolve(Fingerprints.FILE_NAME);
    byte[] bytes = Files.readAllBytes(record);
    assertEquals(Sha256.hex(bytes), listed.path(record.toString()).asText());

    Fingerprints fingerprints =
        assertInstanceOf(FingerprintFile.Read.class, FingerprintFile.read(bytes, "f"))
            .fingerprints();
    Set<String> outside = new TreeSet<>();
    listed
        .fieldNames()
        .forEachRemaining(
            f -> {
              if (!Path.of(f).startsWith(installed.configDir())) {
                outside.add(f);
              }
            });
    assertTrue(outside.contains(installed.wrapper().toString()), outside.toString());
    assertTrue(
        outside.contains(installed.prefixGeneration(id).resolve("lib/launcher.jar").toString()));
    assertEquals(outside, fingerprints.files().keySet());
    for (Map.Entry<String, Fingerprints.Fingerprint> f : fingerprints.files().entrySet()) {
      assertEquals(listed.path(f.getKey()).asText(), f.getValue().sha256(), f.getKey());
      assertEquals(Optional.of(f.getValue().stat()), FileFacts.local().stat(f.getKey()));
    }
    assertFalse(fingerprints.files().containsKey(installed.launcherJson().toString()));
  }
}

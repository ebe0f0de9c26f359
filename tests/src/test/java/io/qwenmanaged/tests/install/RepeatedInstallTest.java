package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Installing the plan that is already installed is idempotent: it reports {@code unchanged} and
 * writes nothing at all — no file, not even the same bytes again, and no temporary file (every
 * entry's times and its folder's listing stay as they were).
 */
@Tag("jar")
class RepeatedInstallTest {

  private static UnpackedKit kit;

  @BeforeAll
  static void unpack() {
    kit = UnpackedKit.unpack();
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void installingTheSamePlanAgainReportsUnchangedAndWritesNothing() {
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of("--model=repeated"));
    Outcome first = site.install(plan);
    assertEquals(0, first.exitCode(), first.toString());
    String id = Healthy.current(site, "after the first install");
    TreeSnapshot before = site.snapshot();

    Outcome again = site.install(plan);

    assertEquals(0, again.exitCode(), again.toString());
    assertTrue(
        again
            .stderr()
            .startsWith(
                "qwen-managed-admin install: generation "
                    + id
                    + " already is this plan; nothing was written"),
        again.toString());
    assertEquals("", again.stdout());
    assertEquals("", before.differences(site.snapshot()));

    Outcome json = site.install(plan, "--json");

    assertEquals(0, json.exitCode(), json.toString());
    JsonNode report = json.json();
    assertEquals("unchanged", report.path("result").asText(), json.stdout());
    assertEquals(0, report.path("exitCode").asInt(-1), json.stdout());
    assertEquals("", json.stderr());
    assertEquals("", before.differences(site.snapshot()));
  }
}

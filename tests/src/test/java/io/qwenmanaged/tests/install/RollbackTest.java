package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code posix/rollback.sh}: {@code --to previous} toggles between the current generation and the
 * one before it; {@code --to read-only} installs the current plan without the write capability.
 * Every rollback says that Mem0 is not touched.
 */
@Tag("jar")
class RollbackTest {

  static final String MEMORIES = "Existing Mem0 memories are not changed.";

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
  void rollbackToPreviousMakesThePreviousGenerationCurrentAndRepeatingItTogglesBack() {
    Site site = kit.newSite();
    String first = installed(site, "plan-1.json", List.of("--model=first"));
    String second = installed(site, "plan-2.json", List.of("--model=second"));

    Outcome back = site.rollback("previous");

    assertEquals(0, back.exitCode(), back.toString());
    assertEquals(first, Healthy.current(site, "after rollback --to previous"));
    assertEquals(
        "qwen-managed-admin rollback: generation "
            + first
            + " is current again; "
            + MEMORIES
            + "\n",
        back.stderr());
    assertEquals("", back.stdout());
    Healthy.doctorPasses(site, "after rollback --to previous");

    Outcome again = site.rollback("previous", "--json");

    assertEquals(0, again.exitCode(), again.toString());
    assertEquals(second, Healthy.current(site, "after the second rollback --to previous"));
    JsonNode report = again.json();
    assertEquals("rolled-back", report.path("result").asText(), again.stdout());
    assertTrue(report.path("summary").asText().contains(MEMORIES), again.stdout());
    assertEquals("", again.stderr());
    assertEquals(List.of(first, second).stream().sorted().toList(), site.configGenerations());
    assertEquals(site.configGenerations(), site.prefixGenerations());
  }

  @Test
  void rollbackToPreviousWithoutAPreviousGenerationExits3AndChangesNothing() {
    Site site = kit.newSite();
    String only = installed(site, "plan.json", List.of());
    TreeSnapshot before = site.snapshot();

    Outcome refused = site.rollback("previous");

    assertEquals(3, refused.exitCode(), refused.toString());
    assertTrue(
        refused
            .stderr()
            .contains(
                site.launcherJson()
                    + ":/install/generation: error: names generation "
                    + only
                    + ", which has no previous generation"),
        refused.toString());
    assertTrue(refused.stderr().contains(MEMORIES), refused.toString());
    refused.assertNoStackTrace();
    assertEquals("", before.differences(site.snapshot()));

    Outcome json = site.rollback("previous", "--json");

    assertEquals(3, json.exitCode(), json.toString());
    assertEquals("refused", json.json().path("result").asText(), json.stdout());
    assertTrue(json.json().path("summary").asText().contains(MEMORIES), json.stdout());
    assertEquals("", before.differences(site.snapshot()));
  }

  /** With no installation there is nothing to roll back to: both targets refuse, naming where. */
  @Test
  void rollbackWithoutAnInstallationExits3NamingTheConfigDirectory() {
    Site site = kit.newSite();
    TreeSnapshot before = site.snapshot();

    for (String target : List.of("previous", "read-only")) {
      Outcome refused = site.rollback(target);

      assertEquals(3, refused.exitCode(), refused.toString());
      assertTrue(
          refused
              .stderr()
              .startsWith(
                  site.configDir()
                      + ": error: holds no installation of the kit (no launcher.json there names"
                      + " an installed generation): there is nothing to roll back to\n"),
          refused.toString());
      assertTrue(refused.stderr().contains(MEMORIES), refused.toString());
      refused.assertNoStackTrace();
      Outcome json = site.rollback(target, "--json");
      assertEquals("refused", json.json().path("result").asText(), json.stdout());
      assertEquals(site.configDir().toString(), json.json().path("directory").asText());
    }
    assertEquals("", before.differences(site.snapshot()));
  }

  @Test
  void rollbackToReadOnlyMakesANewGenerationWithoutTheWriteCapability() throws IOException {
    Site site = kit.newSite();
    String writing = installed(site, "plan.json", List.of());

    Outcome readOnly = site.rollback("read-only");

    assertEquals(0, readOnly.exitCode(), readOnly.toString());
    String id = Healthy.current(site, "after rollback --to read-only");
    assertNotEquals(writing, id);
    assertEquals(
        "qwen-managed-admin rollback: read-only generation "
            + id
            + " is current; "
            + MEMORIES
            + "\n",
        readOnly.stderr());
    assertEquals("mem0-read-only", site.installedPlan(id).path("profile").asText());
    String settings = Files.readString(site.configGeneration(id).resolve("system-settings.json"));
    assertFalse(settings.contains("context_remember"), settings);
    assertFalse(settings.contains("hook.jar"), settings);
    assertFalse(settings.contains("PreToolUse"), settings);
    String context = Files.readString(site.configGeneration(id).resolve("external-context.json"));
    assertFalse(context.contains("\"write\""), context);
    List<String> doctor = Healthy.doctorPasses(site, "after rollback --to read-only");
    assertTrue(
        doctor.contains("ok   mcp server: tools/list answered context_search"), doctor.toString());
    assertTrue(
        doctor.stream().noneMatch(line -> line.contains("confirmation hook")), doctor.toString());
  }

  @Test
  void rollbackToReadOnlyWhenAlreadyReadOnlyReportsUnchangedAndWritesNothing() {
    Site site = kit.newSite();
    installed(site, "plan.json", List.of());
    Outcome first = site.rollback("read-only");
    assertEquals(0, first.exitCode(), first.toString());
    String id = Healthy.current(site, "after the first rollback --to read-only");
    TreeSnapshot before = site.snapshot();

    Outcome again = site.rollback("read-only");

    assertEquals(0, again.exitCode(), again.toString());
    assertEquals(
        "qwen-managed-admin rollback: generation "
            + id
            + " is already read-only; "
            + MEMORIES
            + "\n",
        again.stderr());
    Outcome json = site.rollback("read-only", "--json");
    assertEquals(0, json.exitCode(), json.toString());
    assertEquals("unchanged", json.json().path("result").asText(), json.stdout());
    assertTrue(json.json().path("summary").asText().contains(MEMORIES), json.stdout());
    assertEquals("", before.differences(site.snapshot()));
    assertEquals(id, Healthy.current(site, "after repeating it"));
  }

  private static String installed(Site site, String name, List<String> flags) {
    Outcome install = site.install(site.plan(name, "mem0-write", flags));
    assertEquals(0, install.exitCode(), install.toString());
    return Healthy.current(site, "after installing " + name);
  }
}

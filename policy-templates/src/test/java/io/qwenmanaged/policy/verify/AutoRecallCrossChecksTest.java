package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The auto-recall parts of a config directory — the version 2 file, the {@code UserPromptSubmit}
 * hook and {@code launcher.json}'s {@code autoRecallConfig} — must agree with each other and with
 * the generator's rendering; a hand edit that breaks the agreement is reported at the edited value.
 */
@Tag("unit")
class AutoRecallCrossChecksTest {

  private static final String POSIX = "posix-mem0-write-auto-recall";
  private static final String WINDOWS = "windows-mem0-read-only-auto-recall";
  private static final String NAMED = "posix-repositories-3-mem0-read-only-auto-recall";
  private static final String RECALL = "external-context-recall.json";
  private static final String SYSTEM = "system-settings.json";
  private static final String HOOK = "/hooks/UserPromptSubmit/0/hooks/0";

  @Test
  void everyAutoRecallGoldenDirectoryVerifiesClean() {
    for (String golden :
        List.of(POSIX, WINDOWS, NAMED, "windows-repositories-2-mem0-write-auto-recall")) {
      assertEquals(List.of(), ConfigDirectory.golden(golden).verify(), golden);
    }
  }

  @Test
  void reportsTheMissingVersion2File() {
    assertEquals(
        List.of(RECALL + ": error: required file is missing"),
        ConfigDirectory.golden(POSIX).delete(RECALL).verify());
  }

  @Test
  void reportsARecallCommandWithoutItsProtection() {
    String command = ConfigDirectory.golden(POSIX).text(SYSTEM, HOOK + "/command");
    String unprotected = command.replace("'-u' 'LD_PRELOAD' ", "");
    assertEquals(
        List.of(
            SYSTEM
                + ":"
                + HOOK
                + "/command: error: "
                + SettingsChecks.RECALL_COMMAND
                + "/files/autoRecallConfig"),
        ConfigDirectory.golden(POSIX).set(SYSTEM, HOOK + "/command", unprotected).verify());
  }

  @Test
  void reportsARecallCommandReadingAnotherConfiguration() {
    String command = ConfigDirectory.golden(WINDOWS).text(SYSTEM, HOOK + "/command");
    String other = command.replace("external-context-recall.json", "external-context.json");
    assertEquals(
        List.of(
            SYSTEM
                + ":"
                + HOOK
                + "/command: error: "
                + SettingsChecks.RECALL_COMMAND
                + "/files/autoRecallConfig"),
        ConfigDirectory.golden(WINDOWS).set(SYSTEM, HOOK + "/command", other).verify());
  }

  @Test
  void reportsTheRemovedRecallHookOfARepositoryWithAutoRecall() {
    assertEquals(
        List.of(
            SYSTEM
                + ":/hooks/UserPromptSubmit: error: must be present: launcher.json names"
                + " /files/autoRecallConfig (auto-recall)"),
        ConfigDirectory.golden(POSIX).remove(SYSTEM, "/hooks/UserPromptSubmit").verify());
    assertEquals(
        List.of(
            SYSTEM
                + ":/hooks: error: must be present: launcher.json names /files/autoRecallConfig"
                + " (auto-recall)"),
        ConfigDirectory.golden(WINDOWS).remove(SYSTEM, "/hooks").verify());
  }

  @Test
  void reportsARecallHookLeftBehindWhenTheLauncherNamesNoAutoRecall() {
    assertEquals(
        List.of(
            SYSTEM
                + ":/hooks/UserPromptSubmit: error: must not be present: launcher.json names no"
                + " /files/autoRecallConfig (no auto-recall)"),
        ConfigDirectory.golden(POSIX).remove("launcher.json", "/files/autoRecallConfig").verify());
  }

  @Test
  void reportsAVersion2FileForAnotherRepositoryRootOrProvider() {
    assertEquals(
        List.of(
            RECALL + ":/autoRecall/repositoryRoot: error: must be launcher.json's /workspace",
            RECALL
                + ":/provider: error: must be the provider of the repository's"
                + " external-context.json"),
        ConfigDirectory.golden(POSIX)
            .set(RECALL, "/autoRecall/repositoryRoot", "/srv/repositories/other")
            .set(RECALL, "/provider/appId", "another-memory")
            .verify());
  }

  @Test
  void reportsAWriteBlockOrAVersion1DocumentInTheAutoRecallFile() {
    assertEquals(
        List.of(RECALL + ":/write: error: unknown property"),
        ConfigDirectory.golden(POSIX).set(RECALL, "/write", Map.of("enabled", true)).verify());
    ConfigDirectory version1 = ConfigDirectory.golden(POSIX);
    version1.put(RECALL, version1.bytes("external-context.json"));
    assertEquals(List.of(RECALL + ":/version: error: " + FileCheck.VERSION_2), version1.verify());
  }

  @Test
  void reportsAnAutoRecallTimeoutOutsideItsRange() {
    assertEquals(
        List.of(RECALL + ":/autoRecall/timeoutMs: error: must be at most 5000"),
        ConfigDirectory.golden(POSIX).set(RECALL, "/autoRecall/timeoutMs", 5001).verify());
    assertEquals(
        List.of(RECALL + ":/autoRecall/timeoutMs: error: must be at least 1"),
        ConfigDirectory.golden(POSIX).set(RECALL, "/autoRecall/timeoutMs", 0).verify());
  }

  @Test
  void reportsAnAutoRecallConfigOutsideTheConfigDirectoryAndTheHookThatNoLongerReadsIt() {
    assertEquals(
        List.of(
            "system-settings.web.json:"
                + HOOK
                + "/command: error: "
                + SettingsChecks.RECALL_COMMAND
                + "/repositories/0/autoRecallConfig",
            "launcher.json:/repositories/0/autoRecallConfig: error: must name"
                + " external-context-recall.web.json in the directory of"
                + " /repositories/0/externalContextConfig"),
        ConfigDirectory.golden(NAMED)
            .set(
                "launcher.json",
                "/repositories/0/autoRecallConfig",
                "/tmp/external-context-recall.web.json")
            .verify());
  }
}

package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.rules.PinRules;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A hand edit that lets one repository's session reach another repository's memory, files or
 * directory is reported: each repository's system settings and external-context config must agree
 * with its own entry of {@code launcher.json}, and the entries must stay apart and out of the kit's
 * folders.
 */
@Tag("unit")
class RepositoryFilesVerifyTest {

  private static final String LAUNCHER = "launcher.json";
  private static final String POSIX = "posix-repositories-2-mem0-write";
  private static final String WINDOWS = "windows-repositories-2-mem0-write";
  private static final String PAYMENTS_SETTINGS = "system-settings.payments.json";
  private static final String OLD_SETTINGS = "system-settings.payments-old.json";
  private static final String OLD_CONFIG = "external-context.payments-old.json";
  private static final String SERVER = "/mcpServers/external-context";

  @Test
  void reportsSystemSettingsReadingAnotherRepositorysExternalContextConfig() {
    assertEquals(
        List.of(
            PAYMENTS_SETTINGS
                + ":"
                + SERVER
                + "/env/QWEN_EXTERNAL_CONTEXT_CONFIG: error: must be launcher.json's"
                + " /repositories/0/externalContextConfig"),
        ConfigDirectory.golden(POSIX)
            .set(
                PAYMENTS_SETTINGS,
                SERVER + "/env/QWEN_EXTERNAL_CONTEXT_CONFIG",
                "/etc/qwen-managed/" + OLD_CONFIG)
            .verify());
  }

  @Test
  void reportsSystemSettingsStartingTheServerInAnotherRepository() {
    assertEquals(
        List.of(
            OLD_SETTINGS
                + ":"
                + SERVER
                + "/cwd: error: must be launcher.json's /repositories/1/workspace"),
        ConfigDirectory.golden(POSIX)
            .set(OLD_SETTINGS, SERVER + "/cwd", "/srv/repositories/payments")
            .verify());
  }

  @Test
  void reportsAnExternalContextConfigUsingAnotherRepositorysKey() {
    assertEquals(
        List.of(
            OLD_CONFIG
                + ":/provider/apiKeyEnv: error: must be launcher.json's"
                + " /repositories/1/credential/env"),
        ConfigDirectory.golden(POSIX)
            .set(OLD_CONFIG, "/provider/apiKeyEnv", "MEM0_KEY_PAYMENTS")
            .verify());
  }

  @Test
  void reportsALauncherEntryPointingAtAnotherRepositorysSettings() {
    assertEquals(
        List.of(
            "launcher.json:/repositories/0/systemSettings: error: must name "
                + PAYMENTS_SETTINGS
                + " in the directory of /repositories/0/externalContextConfig"),
        ConfigDirectory.golden(POSIX)
            .set(LAUNCHER, "/repositories/0/systemSettings", "/etc/qwen-managed/" + OLD_SETTINGS)
            .verify());
  }

  @Test
  void reportsOverlappingRepositoriesInLauncherJson() {
    assertEquals(
        List.of(
            OLD_SETTINGS
                + ":"
                + SERVER
                + "/cwd: error: must be launcher.json's /repositories/1/workspace",
            "launcher.json:/repositories/1/workspace: error: overlaps the repository at"
                + " /repositories/0/workspace"),
        ConfigDirectory.golden(POSIX)
            .set(LAUNCHER, "/repositories/1/workspace", "/srv/repositories/payments/old")
            .verify());
  }

  @ParameterizedTest
  @ValueSource(strings = {"d:\\REPOS\\pay ments\\", "D:\\repos", "D:\\Repos\\Pay Ments\\ledger"})
  void reportsOverlappingWindowsRepositoriesWhateverTheCaseOrTrailingSeparator(String workspace) {
    assertEquals(
        List.of(
            "launcher.json:/repositories/1/workspace: error: overlaps the repository at"
                + " /repositories/0/workspace"),
        ConfigDirectory.golden(WINDOWS)
            .set(LAUNCHER, "/repositories/1/workspace", workspace)
            .verify(LAUNCHER));
  }

  @Test
  void reportsTwoLauncherEntriesSharingACredentialWithoutSayingSo() {
    assertEquals(
        List.of(
            "launcher.json:/repositories/1/credential/env: error: is also the credential of"
                + " /repositories/0; set sharedCredential: true on both to share a key"),
        ConfigDirectory.golden(POSIX)
            .set(LAUNCHER, "/repositories/1/credential/env", "MEM0_KEY_PAYMENTS")
            .set(OLD_CONFIG, "/provider/apiKeyEnv", "MEM0_KEY_PAYMENTS")
            .verify());
  }

  @Test
  void acceptsACredentialSharedByRepositoriesThatBothSaySoAndReportsOneThatStopsSaying() {
    String shared = "posix-repositories-3-mem0-read-only";
    assertEquals(List.of(), ConfigDirectory.golden(shared).verify());
    assertEquals(
        List.of(
            "launcher.json:/repositories/1/credential/env: error: is also the credential of"
                + " /repositories/0; set sharedCredential: true on both to share a key"),
        ConfigDirectory.golden(shared)
            .remove(LAUNCHER, "/repositories/0/sharedCredential")
            .verify());
  }

  @Test
  void reportsTwoLauncherEntriesWithOneName() {
    assertEquals(
        List.of(
            "launcher.json:/repositories/1/systemSettings: error: must name "
                + PAYMENTS_SETTINGS
                + " in the directory of /repositories/0/externalContextConfig",
            "launcher.json:/repositories/1/externalContextConfig: error: must name"
                + " external-context.payments.json in the directory of"
                + " /repositories/0/externalContextConfig",
            "launcher.json:/repositories/1/name: error: is also the name of /repositories/0"),
        ConfigDirectory.golden(POSIX)
            .set(LAUNCHER, "/repositories/1/name", "payments")
            .verify(LAUNCHER));
  }

  @Test
  void reportsARepositoryMovedToAFileSystemRootOrIntoTheKitsFolders() {
    assertEquals(
        List.of("launcher.json:/repositories/1/workspace: error: " + PinRules.WORKSPACE_ROOT),
        ConfigDirectory.golden(POSIX)
            .set(LAUNCHER, "/repositories/1/workspace", "/")
            .verify(LAUNCHER));
    assertEquals(
        List.of(
            "launcher.json:/repositories/1/workspace: error: lies inside the kit's config"
                + " directory"),
        ConfigDirectory.golden(POSIX)
            .set(LAUNCHER, "/repositories/1/workspace", "/etc/qwen-managed/payments-old")
            .verify(LAUNCHER));
    assertEquals(
        List.of(
            "launcher.json:/repositories/0/workspace: error: lies inside the folder of the kit's"
                + " jars"),
        ConfigDirectory.golden(WINDOWS)
            .set(LAUNCHER, "/repositories/0/workspace", "c:\\program files\\QWEN MANAGED\\lib\\x")
            .verify(LAUNCHER));
  }

  @Test
  void reportsEachMissingRepositoryFile() {
    assertEquals(
        List.of(
            "external-context.payments.json: error: " + PolicyVerifier.MISSING,
            OLD_SETTINGS + ": error: " + PolicyVerifier.MISSING),
        ConfigDirectory.golden(POSIX)
            .delete("external-context.payments.json")
            .delete(OLD_SETTINGS)
            .verify());
  }

  @Test
  void reportsTheFilesOfARepositoryAddedToLauncherJsonByHand() {
    ConfigDirectory directory = ConfigDirectory.golden(POSIX);
    directory.set(
        LAUNCHER,
        "/repositories/-",
        java.util.Map.of(
            "name", "extra",
            "workspace", "/srv/repositories/extra",
            "credential", java.util.Map.of("env", "MEM0_KEY_EXTRA"),
            "systemSettings", "/etc/qwen-managed/system-settings.extra.json",
            "externalContextConfig", "/etc/qwen-managed/external-context.extra.json"));
    assertEquals(
        List.of(
            "external-context.extra.json: error: " + PolicyVerifier.MISSING,
            "system-settings.extra.json: error: " + PolicyVerifier.MISSING),
        directory.verify());
  }
}

package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The write capability (the {@code write} block, {@code context_remember}, its ask rule and hook,
 * the user-scope hook file) is present exactly when {@code launcher.json} has the write profile,
 * and the provider is the one the profile and the launcher name.
 */
@Tag("unit")
class ProfileCrossChecksTest {

  private static final String CONFIG = "external-context.json";

  @Test
  void reportsEveryWritePartOfFilesBehindAReadOnlyLauncher() {
    assertEquals(
        List.of(
            "external-context.json:/write: error: must not be present: launcher.json has a"
                + " read-only profile",
            "system-settings.json:/mcpServers/external-context/includeTools: error: must be"
                + " exactly the tools of launcher.json's /profile",
            "system-settings.json:/permissions/ask: error: must not be present: launcher.json has"
                + " a read-only profile",
            "system-settings.json:/hooks: error: must not be present: launcher.json has a"
                + " read-only profile",
            "user-settings.json: error: must not exist: launcher.json has a read-only profile"),
        ConfigDirectory.golden("posix-mem0-write")
            .set("launcher.json", "/profile", "mem0-read-only")
            .verify());
  }

  @Test
  void reportsEveryMissingWritePartBehindAWriteLauncher() {
    assertEquals(
        List.of(
            "external-context.json:/write: error: must be present: launcher.json has the"
                + " mem0-write profile",
            "system-settings.json:/mcpServers/external-context/includeTools: error: must be"
                + " exactly the tools of launcher.json's /profile",
            "system-settings.json:/permissions/ask: error: must be present: launcher.json has the"
                + " mem0-write profile",
            "system-settings.json:/hooks: error: must be present: launcher.json has the mem0-write"
                + " profile"),
        ConfigDirectory.golden("windows-mem0-read-only")
            .set("launcher.json", "/profile", "mem0-write")
            .verify());
  }

  @Test
  void reportsAWriteBlockAddedToAReadOnlyConfig() {
    assertEquals(
        List.of(
            "external-context.json:/write: error: must not be present: launcher.json has a"
                + " read-only profile"),
        ConfigDirectory.golden("posix-mem0-read-only")
            .set(CONFIG, "/write", java.util.Map.of("enabled", true))
            .verify());
  }

  @Test
  void reportsAWriteBlockNextToTheGenericProvider() {
    assertEquals(
        List.of(
            "external-context.json:/write: error: External context memory writes require a Mem0"
                + " provider."),
        ConfigDirectory.golden("windows-generic-http-read-only")
            .set(CONFIG, "/write", java.util.Map.of("enabled", true))
            .verify());
  }

  @Test
  void reportsAProviderOfAnotherProfile() {
    assertEquals(
        List.of(
            "external-context.json:/provider/type: error: must be the provider type of"
                + " launcher.json's /profile"),
        ConfigDirectory.golden("posix-mem0-read-only")
            .set(
                CONFIG,
                "/provider",
                java.util.Map.of(
                    "type", "generic-http-search-v1",
                    "baseUrl", "https://search.example.com",
                    "tokenEnv", "MEM0_API_KEY"))
            .verify());
  }

  @Test
  void reportsAProviderKeyVariableOtherThanTheLaunchersCredential() {
    assertEquals(
        List.of(
            "external-context.json:/provider/apiKeyEnv: error: must be launcher.json's"
                + " /credential/env"),
        ConfigDirectory.golden("posix-mem0-write")
            .set(CONFIG, "/provider/apiKeyEnv", "OTHER_KEY")
            .verify());
  }

  @Test
  void reportsALauncherCredentialOtherThanTheProvidersKeyVariable() {
    assertEquals(
        List.of(
            "external-context.json:/provider/tokenEnv: error: must be launcher.json's"
                + " /credential/env"),
        ConfigDirectory.golden("posix-generic-http-read-only")
            .set("launcher.json", "/credential/env", "OTHER_TOKEN")
            .verify());
  }
}

package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.kit.InstalledKit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The kit an administrator installs from a scenario's plan, by the real installer ({@link
 * InstalledKit}: the unpacked {@link KitFiles#DISTRIBUTION}'s {@code posix/install.sh --plan}).
 * {@code system-settings.json}, {@code system-defaults.json} and {@code external-context.json} of
 * the current generation are what Qwen and the MCP server read; {@code launcher.json} is what the
 * launcher starts from. A failed install fails the test with the installer's output. Copies of
 * every policy file are kept in the scenario's output, under {@code policy/}.
 *
 * @param kit the installed kit
 * @param files every policy file (by its path below the config directory, {@code launcher.json} and
 *     the install manifest included) with its exact bytes once installed
 * @param launcher the installed {@code launcher.json}, parsed
 */
public record InstalledPolicy(InstalledKit kit, Map<String, byte[]> files, JsonNode launcher) {

  private static final ObjectMapper JSON = new ObjectMapper();
  static final String SYSTEM_SETTINGS = "system-settings.json";

  /** The name Qwen knows the kit's confirmation hook by. */
  static final String KIT_HOOK_NAME = "external-context-memory-write-confirmation";

  /**
   * Installs the kit from {@code plan} (the scenario's plan file); with a non-empty {@code
   * systemSettingsOverlay}, the installed {@code system-settings.json} is then overwritten with the
   * overlay merged into it (a hand edit the launcher's checks refuse: such a scenario starts Qwen
   * without the launcher). Copies of the policy files are kept by {@link #keepIn}.
   */
  static InstalledPolicy install(Path plan, ObjectNode systemSettingsOverlay) {
    InstalledKit kit = InstalledKit.install(plan, KitFiles.DISTRIBUTION);
    if (!systemSettingsOverlay.isEmpty()) {
      overlay(kit.policyFile(SYSTEM_SETTINGS), systemSettingsOverlay);
    }
    return new InstalledPolicy(kit, kit.policyFiles(), kit.launcher());
  }

  /** Keeps copies of every policy file in the output of {@code scenario}, under {@code policy/}. */
  void keepIn(ScenarioFiles scenario) {
    for (String name : files.keySet()) {
      scenario.keep(kit.configDir().resolve(name), "policy/" + name);
    }
  }

  /** The installed {@code launcher.json}, which the launcher is started with. */
  public Path launcherJson() {
    return kit.launcherJson();
  }

  /** The current generation's policy file {@code name} (e.g. {@code external-context.json}). */
  public Path policyFile(String name) {
    return kit.policyFile(name);
  }

  private static void overlay(Path file, ObjectNode overlay) {
    try {
      ObjectNode settings =
          JsonOverlay.merged((ObjectNode) JSON.readTree(Files.readAllBytes(file)), overlay);
      Set<PosixFilePermission> mode = Files.getPosixFilePermissions(file);
      Files.setPosixFilePermissions(file, Set.of(PosixFilePermission.OWNER_WRITE));
      Files.writeString(
          file,
          JSON.writerWithDefaultPrettyPrinter().writeValueAsString(settings) + "\n",
          StandardCharsets.UTF_8);
      Files.setPosixFilePermissions(file, mode);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The {@code command} of the kit's confirmation hook in the installed system settings, exactly as
   * a repository could read it there; empty for the read-only profile, which has no hook.
   */
  Optional<String> kitHookCommand() {
    try {
      JsonNode settings = JSON.readTree(Files.readAllBytes(policyFile(SYSTEM_SETTINGS)));
      for (JsonNode entry : settings.path("hooks").path("PreToolUse")) {
        for (JsonNode hook : entry.path("hooks")) {
          if (hook.path("name").asText().equals(KIT_HOOK_NAME)) {
            return Optional.of(hook.path("command").asText());
          }
        }
      }
      return Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Whether Qwen takes the user settings' {@code setting} (a dotted path): always, unless the
   * installed system settings turn managed-only on without {@code setting} on its allowlist.
   */
  boolean takesUserSetting(String setting) {
    try {
      JsonNode managed =
          JSON.readTree(Files.readAllBytes(policyFile(SYSTEM_SETTINGS))).path("managedOnly");
      if (!managed.path("enabled").asBoolean(false)) {
        return true;
      }
      for (JsonNode allowed : managed.path("settings")) {
        if (allowed.asText().equals(setting)) {
          return true;
        }
      }
      return false;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Fails unless every policy file still has exactly its installed bytes (nothing rewrote it). */
  void assertUnchanged() {
    files.forEach(
        (name, bytes) -> {
          try {
            assertArrayEquals(
                bytes,
                Files.readAllBytes(kit.configDir().resolve(name)),
                () -> name + " was changed after it was installed");
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }
}

package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.rules.AdminFlagRule;
import io.qwenmanaged.policy.rules.PinRules;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A hand edit of {@code launcher.json} is held to the generator's rules on the plan's pins: refused
 * Qwen flags, forced or forbidden allowlist names, absolute paths, proxies, and every generated
 * file in the one config directory.
 */
@Tag("unit")
class LauncherChecksTest {

  private static final String LAUNCHER = "launcher.json";

  @ParameterizedTest
  @ValueSource(strings = {"--yolo", "--approval-mode=yolo", "-y", "--approvalMode", "-dy"})
  void reportsARefusedExtraFlagInEverySpelling(String flag) {
    assertEquals(
        List.of("launcher.json:/qwenExtraFlags/1: error: is refused: it changes the approval mode"),
        ConfigDirectory.golden("posix-mem0-write")
            .set(LAUNCHER, "/qwenExtraFlags/-", "--screen-reader")
            .set(LAUNCHER, "/qwenExtraFlags/-", flag)
            .verify());
  }

  @Test
  void reportsAnEnvExecutableInsideTheWorkspaceAndAJavaPathEnvWouldMisread() {
    List<String> launcherLines =
        ConfigDirectory.golden("posix-mem0-write")
            .set(LAUNCHER, "/runtimes/env", "/srv/repositories/payments/bin/env")
            .set(LAUNCHER, "/runtimes/java", "/opt/jdk=17/bin/java")
            .verify(LAUNCHER);
    assertEquals(
        List.of(
            "launcher.json:/runtimes/java: error: " + PinRules.ENV_ASSIGNMENT,
            "launcher.json:/runtimes/env: error: " + PinRules.INSIDE_WORKSPACE),
        launcherLines);
  }

  @Test
  void reportsAFlagNoAdminMaySetAndAnAllowedOneInAnotherSpelling() {
    assertEquals(
        List.of(
            "launcher.json:/qwenExtraFlags/1: error: " + AdminFlagRule.NOT_ALLOWED,
            "launcher.json:/qwenExtraFlags/2: error: must be written --model=<value>: an admin"
                + " flag is one token, with its value after ="),
        ConfigDirectory.golden("windows-mem0-write")
            .set(LAUNCHER, "/qwenExtraFlags/-", "--checkpointing")
            .set(LAUNCHER, "/qwenExtraFlags/-", "-m")
            .verify());
  }

  @Test
  void reportsTheQwenBootstrapAsTheEntry() {
    assertEquals(
        List.of("launcher.json:/runtimes/qwenCli: error: " + PinRules.QWEN_CLI),
        ConfigDirectory.golden("posix-mem0-write")
            .set(
                LAUNCHER,
                "/runtimes/qwenCli",
                "/opt/qwen-managed/qwen-code/node_modules/@qwen-code/qwen-code/cli-entry.js")
            .verify());
  }

  @Test
  void reportsAPositionalPromptAddedToTheFlags() {
    assertEquals(
        List.of(
            "launcher.json:/qwenExtraFlags/1: error: is refused: it runs Qwen headless, outside"
                + " the interactive confirmation dialogs"),
        ConfigDirectory.golden("windows-mem0-write")
            .set(LAUNCHER, "/qwenExtraFlags/-", "summarise the repository")
            .verify());
  }

  @Test
  void reportsPinnedPathsThatQwenWouldExpandInItsSettings() {
    assertEquals(
        List.of(
            "launcher.json:/files/hookJar: error: must not contain $NAME or ${NAME}: Qwen Code"
                + " replaces environment variables in its settings",
            "launcher.json:/workspace: error: must not contain $NAME or ${NAME}: Qwen Code"
                + " replaces environment variables in its settings"),
        ConfigDirectory.golden("windows-mem0-write")
            .set(LAUNCHER, "/files/hookJar", "C:\\$GEMINI_PROJECT_DIR\\lib\\hook.jar")
            .set(LAUNCHER, "/workspace", "D:\\repos\\${USERNAME}")
            .verify(LAUNCHER));
  }

  @Test
  void reportsACredentialVariableQwenSendsToItsModelProvider() {
    List<String> launcherLines =
        ConfigDirectory.golden("posix-mem0-read-only")
            .set(LAUNCHER, "/credential/env", "OPENAI_API_KEY")
            .verify(LAUNCHER);

    assertEquals(
        List.of(
            "launcher.json:/credential/env: error: names a variable Qwen Code reads for its model"
                + " provider"),
        launcherLines);
  }

  @Test
  void reportsAPinnedFileMovedIntoTheWorkspace() {
    assertEquals(
        List.of(
            "launcher.json:/runtimes/qwenCli: error: must not be inside the workspace: the"
                + " repository would control it"),
        ConfigDirectory.golden("windows-generic-http-read-only")
            .set(LAUNCHER, "/runtimes/qwenCli", "E:\\Work\\ZOË'S REPO\\cli.js")
            .verify());
  }

  @Test
  void reportsNodeOptionsInTheAllowlist() {
    assertEquals(
        List.of(
            "launcher.json:/environment/allow/8: error: names a variable the launcher never"
                + " passes"),
        ConfigDirectory.golden("posix-mem0-write")
            .set(LAUNCHER, "/environment/allow/-", "NODE_OPTIONS")
            .verify());
  }

  @Test
  void reportsForcedVariablesInTheAllowlistWhateverTheirCase() {
    assertEquals(
        List.of(
            "launcher.json:/environment/allow/8: error: names a variable the launcher sets itself",
            "launcher.json:/environment/allow/9: error: names a variable the launcher sets itself",
            "launcher.json:/environment/allow/10: error: names a variable the launcher sets itself"),
        ConfigDirectory.golden("windows-mem0-read-only")
            .set(LAUNCHER, "/environment/allow/-", "qwen_code_system_settings_path")
            .set(LAUNCHER, "/environment/allow/-", "Path")
            .set(LAUNCHER, "/environment/allow/-", "MEM0_API_KEY")
            .verify());
  }

  @Test
  void reportsARelativeWorkspaceEvenWhenTheSettingsAgree() {
    assertEquals(
        List.of(
            "launcher.json:/workspace: error: must be an absolute, normalised path for the plan's"
                + " platform"),
        ConfigDirectory.golden("posix-mem0-read-only")
            .set(LAUNCHER, "/workspace", "payments")
            .set("system-settings.json", "/mcpServers/external-context/cwd", "payments")
            .verify());
  }

  @Test
  void reportsAPathOfTheOtherPlatform() {
    assertEquals(
        List.of(
            "launcher.json:/qwenHome: error: must be an absolute, normalised path or start with"
                + " ${HOME}",
            "launcher.json:/environment/path/1: error: must be an absolute, normalised path for"
                + " the plan's platform"),
        ConfigDirectory.golden("windows-mem0-write")
            .set(LAUNCHER, "/environment/path/1", "/usr/bin")
            .set(LAUNCHER, "/qwenHome", "~\\.qwen")
            .verify());
  }

  @Test
  void reportsSystemSettingsTakenFromAnotherDirectory() {
    assertEquals(
        List.of(
            "launcher.json:/files/systemSettings: error: must name system-settings.json in the"
                + " directory of /files/externalContextConfig"),
        ConfigDirectory.golden("posix-mem0-write")
            .set(LAUNCHER, "/files/systemSettings", "/tmp/qwen/system-settings.json")
            .verify());
  }

  @Test
  void reportsAnExternalContextConfigUnderAnotherName() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/env/QWEN_EXTERNAL_CONTEXT_CONFIG:"
                + " error: must be launcher.json's /files/externalContextConfig",
            "launcher.json:/files/externalContextConfig: error: must name external-context.json"),
        ConfigDirectory.golden("posix-mem0-write")
            .set(LAUNCHER, "/files/externalContextConfig", "/etc/qwen-managed/other.json")
            .verify());
  }

  @Test
  void reportsAProxyCarryingCredentials() {
    assertEquals(
        List.of(
            "launcher.json:/environment/proxy/https: error: must be an http or https proxy origin"
                + " without credentials"),
        ConfigDirectory.golden("windows-mem0-read-only")
            .set(LAUNCHER, "/environment/proxy/https", "http://user:canary@proxy.example.com:8080")
            .verify());
  }

  @Test
  void reportsALauncherJavaTheSettingsDoNotRun() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/args: error: " + SettingsChecks.ARGS,
            "system-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: "
                + SettingsChecks.HOOK_COMMAND,
            "user-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: "
                + SettingsChecks.HOOK_COMMAND),
        ConfigDirectory.golden("posix-mem0-write")
            .set(LAUNCHER, "/runtimes/java", "/usr/lib/jvm/java-17/bin/java")
            .verify());
  }
}

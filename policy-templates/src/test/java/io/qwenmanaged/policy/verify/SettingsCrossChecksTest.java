package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.model.JvmStartVariables;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A hand edit of the Qwen settings that breaks their agreement with {@code launcher.json} or the
 * generator's rendering is reported at the edited value.
 */
@Tag("unit")
class SettingsCrossChecksTest {

  private static final String SYSTEM = "system-settings.json";
  private static final String USER = "user-settings.json";
  private static final String SERVER = "/mcpServers/external-context";
  private static final String HOOK = "/hooks/PreToolUse/0/hooks/0";

  /**
   * In a POSIX golden case (no proxy), the arguments before the JVM flags: {@code -u NAME} for each
   * removed variable, the locale assignment, then java.
   */
  private static final int POSIX_MCP_ARGS_BEFORE_JAR =
      2 * JvmStartVariables.removedForMcpServer(List.of()).size() + 2;

  @Test
  void reportsTheRemovedHook() {
    assertEquals(
        List.of("system-settings.json: error: missing required property \"hooks\""),
        ConfigDirectory.golden("posix-mem0-write").remove(SYSTEM, "/hooks").verify());
  }

  @Test
  void reportsAnApprovalModeTheLauncherDoesNotOffer() {
    assertEquals(
        List.of(
            "system-settings.json:/managedOnly/approvalModes: error: must be launcher.json's"
                + " /approvalModes, in Qwen's order"),
        ConfigDirectory.golden("posix-mem0-read-only")
            .set(SYSTEM, "/managedOnly/approvalModes/-", "yolo")
            .verify());
  }

  @Test
  void reportsASettingAddedToTheAllowlist() {
    assertEquals(
        List.of(
            "system-settings.json:/managedOnly/settings: error: must be exactly the allowed"
                + " settings of the kit's qwen-settings.tsv, sorted"),
        ConfigDirectory.golden("posix-mem0-write")
            .set(SYSTEM, "/managedOnly/settings/-", "proxy")
            .verify());
  }

  @Test
  void reportsTheManagedOnlyBlockSwitchedOffOrRemoved() {
    assertEquals(
        List.of("system-settings.json:/managedOnly/enabled: error: must be true"),
        ConfigDirectory.golden("windows-mem0-write")
            .set(SYSTEM, "/managedOnly/enabled", false)
            .verify());
    assertEquals(
        List.of("system-settings.json: error: missing required property \"managedOnly\""),
        ConfigDirectory.golden("posix-mem0-write").remove(SYSTEM, "/managedOnly").verify());
  }

  @Test
  void reportsTheRemovedUserScopeHook() {
    assertEquals(
        List.of("user-settings.json: error: missing required property \"hooks\""),
        ConfigDirectory.golden("posix-mem0-write").remove(USER, "/hooks").verify());
  }

  @Test
  void reportsHooksDisabledAltogether() {
    assertEquals(
        List.of("system-settings.json:/disableAllHooks: error: must be false"),
        ConfigDirectory.golden("windows-mem0-write")
            .set(SYSTEM, "/disableAllHooks", true)
            .verify());
  }

  @Test
  void reportsRememberAddedToAReadOnlyIncludeTools() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/includeTools: error: must be"
                + " [\"context_search\"]"),
        ConfigDirectory.golden("posix-mem0-read-only")
            .set(SYSTEM, SERVER + "/includeTools/-", "context_remember")
            .verify());
  }

  @Test
  void reportsAnMcpServerRunByAnotherJava() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/command: error: "
                + SettingsChecks.COMMAND),
        ConfigDirectory.golden("windows-mem0-read-only")
            .set(SYSTEM, SERVER + "/command", "C:\\Users\\Public\\java.exe")
            .verify());
  }

  @Test
  void reportsAnAgentSlippedIntoTheMcpServerArguments() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/args: error: "
                + SettingsChecks.ARGS),
        ConfigDirectory.golden("posix-generic-http-read-only")
            .set(SYSTEM, SERVER + "/args/" + POSIX_MCP_ARGS_BEFORE_JAR, "-javaagent:/tmp/agent.jar")
            .verify());
  }

  @Test
  void reportsAnMcpServerJarOtherThanTheLaunchers() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/args: error: "
                + SettingsChecks.ARGS),
        ConfigDirectory.golden("posix-mem0-write")
            .set(SYSTEM, SERVER + "/args/" + (POSIX_MCP_ARGS_BEFORE_JAR + 5), "/tmp/mcp-server.jar")
            .verify());
  }

  @Test
  void reportsAPosixMcpServerStartedWithoutEnv() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/command: error: "
                + SettingsChecks.COMMAND,
            "system-settings.json:/mcpServers/external-context/args: error: "
                + SettingsChecks.ARGS),
        ConfigDirectory.golden("posix-mem0-write")
            .set(SYSTEM, SERVER + "/command", "/opt/qwen-managed/jre/bin/java")
            .set(
                SYSTEM,
                SERVER + "/args",
                List.of(
                    "-Xlog:disable",
                    "-Xlog:all=warning:stderr",
                    "-XX:TieredStopAtLevel=1",
                    "-XX:+UseSerialGC",
                    "-jar",
                    "/opt/qwen-managed/lib/mcp-server.jar"))
            .verify());
  }

  @Test
  void reportsAPosixMcpServerThatKeepsTheJvmOptionVariable() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/args: error: "
                + SettingsChecks.ARGS),
        ConfigDirectory.golden("posix-mem0-write")
            .remove(SYSTEM, SERVER + "/args/1")
            .remove(SYSTEM, SERVER + "/args/0")
            .verify());
  }

  @Test
  void reportsAPosixHookStartedWithTheCallersEnvironment() {
    assertEquals(
        List.of(
            "system-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: "
                + SettingsChecks.HOOK_COMMAND),
        ConfigDirectory.golden("posix-mem0-write")
            .set(
                SYSTEM,
                HOOK + "/command",
                "'/opt/qwen-managed/jre/bin/java' '-Xlog:disable' '-Xlog:all=warning:stderr'"
                    + " '-XX:TieredStopAtLevel=1' '-XX:+UseSerialGC' '-jar'"
                    + " '/opt/qwen-managed/lib/hook.jar'")
            .verify());
  }

  @Test
  void reportsAWindowsHookThatKeepsTheJvmOptionVariables() {
    assertEquals(
        List.of(
            "system-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: "
                + SettingsChecks.HOOK_COMMAND),
        ConfigDirectory.golden("windows-mem0-write")
            .set(
                SYSTEM,
                HOOK + "/command",
                "& 'C:\\Program Files\\Qwen Managed\\O''Brien’’s jre\\bin\\java.exe'"
                    + " '-Xlog:disable' '-Xlog:all=warning:stderr' '-XX:TieredStopAtLevel=1'"
                    + " '-XX:+UseSerialGC' '-jar' 'C:\\Program Files\\Qwen Managed\\lib\\hook.jar'")
            .verify());
  }

  @Test
  void reportsAnMcpServerStartedOutsideTheWorkspace() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/cwd: error: must be launcher.json's"
                + " /workspace"),
        ConfigDirectory.golden("posix-mem0-write").set(SYSTEM, SERVER + "/cwd", "/tmp").verify());
  }

  @Test
  void reportsAnExternalContextConfigPointedElsewhere() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/env/QWEN_EXTERNAL_CONTEXT_CONFIG:"
                + " error: must be launcher.json's /files/externalContextConfig"),
        ConfigDirectory.golden("windows-generic-http-read-only")
            .set(SYSTEM, SERVER + "/env/QWEN_EXTERNAL_CONTEXT_CONFIG", "C:\\Temp\\ec.json")
            .verify());
  }

  @Test
  void reportsAHookThatNoLongerRunsTheKitsHook() {
    assertEquals(
        List.of(
            "system-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: "
                + SettingsChecks.HOOK_COMMAND),
        ConfigDirectory.golden("posix-mem0-write").set(SYSTEM, HOOK + "/command", "true").verify());
  }

  @Test
  void reportsAUserScopeHookWithUnquotedPaths() {
    assertEquals(
        List.of(
            "user-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: "
                + SettingsChecks.HOOK_COMMAND),
        ConfigDirectory.golden("windows-mem0-write")
            .set(
                USER,
                HOOK + "/command",
                "& C:\\Program Files\\Qwen Managed\\O'Brien’s jre\\bin\\java.exe -jar"
                    + " C:\\Program Files\\Qwen Managed\\lib\\hook.jar")
            .verify());
  }

  @Test
  void reportsAWindowsHookWithoutPowerShell() {
    assertEquals(
        List.of(
            "system-settings.json:/hooks/PreToolUse/0/hooks/0/shell: error: must be present:"
                + " launcher.json has the windows platform"),
        ConfigDirectory.golden("windows-mem0-write").remove(SYSTEM, HOOK + "/shell").verify());
  }

  @Test
  void reportsAPosixHookRunByPowerShell() {
    assertEquals(
        List.of(
            "user-settings.json:/hooks/PreToolUse/0/hooks/0/shell: error: must not be present:"
                + " launcher.json has the posix platform"),
        ConfigDirectory.golden("posix-mem0-write")
            .set(USER, HOOK + "/shell", "powershell")
            .verify());
  }

  @Test
  void reportsAHookMatcherWiderThanTheRememberTool() {
    assertEquals(
        List.of(
            "system-settings.json:/hooks/PreToolUse/0/matcher: error: must be"
                + " \"mcp__external-context__context_remember\""),
        ConfigDirectory.golden("posix-mem0-write")
            .set(SYSTEM, "/hooks/PreToolUse/0/matcher", "mcp__external-context__.*")
            .verify());
  }

  @Test
  void neverQuotesTheEditedValue() {
    for (String line :
        ConfigDirectory.golden("posix-mem0-write")
            .set(SYSTEM, SERVER + "/command", "/canary-7f3a/java")
            .set(SYSTEM, HOOK + "/command", "canary-7f3a")
            .verify()) {
      assertEquals(false, line.contains("canary"), line);
    }
  }
}

package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.KitStartCommands;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.rules.QwenSettingsTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Cross-checks of the schema-valid Qwen settings files against {@code launcher.json}: the MCP
 * server runs the launcher's java with exactly the generator's arguments, in the launcher's
 * workspace, reading the launcher's external-context file, exposing exactly the profile's tools;
 * the write parts (ask rule, hook) are there exactly for the write profile; the auto-recall hook
 * exactly for a repository the launcher gives auto-recall; and each hook runs exactly the command
 * the generator renders for the launcher's pins; the managed-only block offers exactly the
 * launcher's approval modes and allows exactly the kit's allowlist of user and repository settings;
 * the model parts pin exactly launcher.json's model ({@link ModelSettingsChecks}).
 */
final class SettingsChecks {

  static final String SERVER = "/mcpServers/" + ManagedServer.NAME;
  static final String HOOK = "/hooks/PreToolUse/0/hooks/0";

  static final String COMMAND =
      "must be launcher.json's /runtimes/env on posix, /runtimes/java on windows";
  static final String ARGS =
      "must be the generated arguments: the variables removed before java starts (posix), the"
          + " kit's JVM flags, -jar and launcher.json's /files/mcpServerJar";
  static final String CWD = "must be launcher.json's /workspace";
  static final String CONFIG = "must be launcher.json's /files/externalContextConfig";
  static final String TOOLS = "must be exactly the tools of launcher.json's /profile";
  static final String HOOK_COMMAND =
      "must be the generated hook command for launcher.json's /platform, /runtimes/env,"
          + " /runtimes/java and /files/hookJar";
  static final String RECALL_EVENT = "/hooks/" + ManagedServer.RECALL_EVENT;
  static final String RECALL_HOOK = RECALL_EVENT + "/0/hooks/0";
  static final String RECALL_COMMAND =
      "must be the generated auto-recall command for launcher.json's /platform, /runtimes/env,"
          + " /runtimes/java, /files/mcpServerJar and ";
  static final String MANAGED_ONLY = "/managedOnly";
  static final String APPROVAL_MODES = "must be launcher.json's /approvalModes, in Qwen's order";
  static final String ALLOWLIST =
      "must be exactly the allowed settings of the kit's "
          + QwenSettingsTable.RESOURCE
          + ", sorted";
  static final String WINDOWS = "launcher.json has the windows platform";
  static final String POSIX = "launcher.json has the posix platform";

  private SettingsChecks() {}

  /**
   * Cross-checks the system settings {@code name} of {@code repository}, one of {@code pins}'s
   * repositories, written at {@code at} in {@code launcher.json} ({@code ""} for the top-level
   * one).
   */
  static List<Diagnostic> systemSettings(
      JsonNode settings,
      LauncherConfig pins,
      LauncherConfig.Repository repository,
      String name,
      String at) {
    Problems problems = new Problems(name);
    JsonNode server = settings.path("mcpServers").path(ManagedServer.NAME);
    KitStartCommands commands = pins.commands();
    if (!commands.mcpServerCommand().equals(server.path("command").asText())) {
      problems.add(SERVER + "/command", COMMAND);
    }
    if (!commands.mcpServerArgs().equals(strings(server.path("args")))) {
      problems.add(SERVER + "/args", ARGS);
    }
    if (!repository.workspace().equals(server.path("cwd").asText())) {
      problems.add(
          SERVER + "/cwd", at.isEmpty() ? CWD : "must be launcher.json's " + at + "/workspace");
    }
    String config = server.path("env").path(ManagedServer.CONFIG_ENV).asText();
    if (!repository.externalContextConfig().equals(config)) {
      problems.add(
          SERVER + "/env/" + ManagedServer.CONFIG_ENV,
          at.isEmpty() ? CONFIG : "must be launcher.json's " + at + "/externalContextConfig");
    }
    if (!pins.profile().tools().equals(strings(server.path("includeTools")))) {
      problems.add(SERVER + "/includeTools", TOOLS);
    }
    boolean write = pins.profile().write();
    problems.presence(
        "/permissions/ask",
        settings.path("permissions").has("ask"),
        write,
        ProfileReason.of(pins.profile()));
    Optional<String> recall = repository.autoRecallConfig();
    JsonNode hooks = settings.path("hooks");
    if (!write && recall.isEmpty()) {
      problems.presence("/hooks", settings.has("hooks"), false, ProfileReason.READ_ONLY);
    } else if (!settings.has("hooks")) {
      problems.presence(
          "/hooks", false, true, write ? ProfileReason.WRITE : RecallReason.of(true, at));
    } else {
      problems.presence(
          "/hooks/PreToolUse", hooks.has("PreToolUse"), write, ProfileReason.of(pins.profile()));
      problems.presence(
          RECALL_EVENT,
          hooks.has(ManagedServer.RECALL_EVENT),
          recall.isPresent(),
          RecallReason.of(recall.isPresent(), at));
    }
    managedOnly(problems, settings, pins);
    ModelSettingsChecks.check(problems, settings, pins);
    if (write && hooks.has("PreToolUse")) {
      hook(problems, settings, pins);
    }
    if (recall.isPresent() && hooks.has(ManagedServer.RECALL_EVENT)) {
      recallHook(problems, settings, pins, recall.get(), at);
    }
    return problems.list();
  }

  /** Cross-checks {@code user-settings.json} (the caller has refused it for read-only profiles). */
  static List<Diagnostic> userSettings(JsonNode settings, LauncherConfig pins) {
    Problems problems = new Problems(KitFiles.USER_SETTINGS);
    if (pins.profile().write()) {
      hook(problems, settings, pins);
    }
    return problems.list();
  }

  private static void managedOnly(Problems problems, JsonNode settings, LauncherConfig pins) {
    JsonNode block = settings.path("managedOnly");
    if (!pins.approvalModes().modes().equals(strings(block.path("approvalModes")))) {
      problems.add(MANAGED_ONLY + "/approvalModes", APPROVAL_MODES);
    }
    if (!QwenSettingsTable.kit().allowlist().equals(strings(block.path("settings")))) {
      problems.add(MANAGED_ONLY + "/settings", ALLOWLIST);
    }
  }

  private static void hook(Problems problems, JsonNode settings, LauncherConfig pins) {
    JsonNode hook = settings.at(HOOK);
    String expected = pins.commands().hookCommand();
    if (!expected.equals(hook.path("command").asText())) {
      problems.add(HOOK + "/command", HOOK_COMMAND);
    }
    boolean windows = pins.platform() == Platform.WINDOWS;
    problems.presence(HOOK + "/shell", hook.has("shell"), windows, windows ? WINDOWS : POSIX);
  }

  private static void recallHook(
      Problems problems, JsonNode settings, LauncherConfig pins, String config, String at) {
    JsonNode hook = settings.at(RECALL_HOOK);
    if (!pins.commands().autoRecallCommand(config).equals(hook.path("command").asText())) {
      problems.add(
          RECALL_HOOK + "/command",
          RECALL_COMMAND + (at.isEmpty() ? "/files" : at) + "/autoRecallConfig");
    }
    boolean windows = pins.platform() == Platform.WINDOWS;
    problems.presence(
        RECALL_HOOK + "/shell", hook.has("shell"), windows, windows ? WINDOWS : POSIX);
  }

  private static List<String> strings(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(value -> values.add(value.asText()));
    return values;
  }
}

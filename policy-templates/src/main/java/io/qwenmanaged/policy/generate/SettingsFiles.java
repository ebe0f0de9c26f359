package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The Qwen settings files of SPEC §6: {@code system-settings.json}, {@code system-defaults.json}
 * and the user-scope hook variant {@code user-settings.json}.
 */
final class SettingsFiles {

  static final String SERVER = "external-context";
  static final String SEARCH = "mcp__external-context__context_search";
  static final String REMEMBER = "mcp__external-context__context_remember";
  static final String HOOK_NAME = "external-context-memory-write-confirmation";
  static final String HOOK_STATUS = "Confirming external memory write";
  static final int HOOK_TIMEOUT_SECONDS = 8;
  static final List<String> DISABLED_SLASH_COMMANDS =
      List.of("memory", "remember", "forget", "dream", "cd", "approval-mode");

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private SettingsFiles() {}

  static ObjectNode systemSettings(Plan plan, KitLayout layout) {
    ObjectNode root = NODES.objectNode();
    root.put("$version", 4);
    root.put("disableAllHooks", false);
    root.putObject("general").put("chatRecording", false).put("enableAutoUpdate", false);
    root.putObject("ui").put("enableSpeculation", false);
    root.putObject("memory")
        .put("enableManagedAutoMemory", false)
        .put("enableManagedAutoDream", false)
        .put("enableTeamMemory", false)
        .put("enableTeamMemorySync", false)
        .put("enableAutoSkill", false);
    strings(root.putObject("slashCommands").putArray("disabled"), DISABLED_SLASH_COMMANDS);
    root.putObject("tools").put("approvalMode", "default").put("autoAccept", false);
    ObjectNode permissions = root.putObject("permissions");
    permissions.putArray("allow").add(SEARCH);
    if (plan.profile().write()) {
      permissions.putArray("ask").add(REMEMBER);
    }
    root.putObject("privacy").put("usageStatisticsEnabled", false);
    root.putObject("telemetry")
        .put("enabled", false)
        .put("logPrompts", false)
        .put("includeSensitiveSpanAttributes", false);
    root.putObject("mcpServers").set(SERVER, server(plan, layout));
    if (plan.profile().write()) {
      root.set("hooks", hooks(plan, layout));
    }
    return root;
  }

  static ObjectNode systemDefaults() {
    return NODES.objectNode().put("$version", 4);
  }

  static ObjectNode userSettings(Plan plan, KitLayout layout) {
    ObjectNode root = NODES.objectNode().put("$version", 4);
    root.set("hooks", hooks(plan, layout));
    return root;
  }

  private static ObjectNode server(Plan plan, KitLayout layout) {
    ObjectNode server = NODES.objectNode().put("command", plan.runtimes().java());
    List<String> args = new ArrayList<>(KitLayout.JVM_FLAGS);
    args.add("-jar");
    args.add(layout.mcpServerJar());
    strings(server.putArray("args"), args);
    server.put("cwd", plan.workspace());
    server
        .putObject("env")
        .put("QWEN_EXTERNAL_CONTEXT_CONFIG", layout.config(KitLayout.EXTERNAL_CONTEXT));
    strings(server.putArray("includeTools"), plan.profile().tools());
    return server;
  }

  private static ObjectNode hooks(Plan plan, KitLayout layout) {
    List<String> words = new ArrayList<>();
    words.add(plan.runtimes().java());
    words.addAll(KitLayout.JVM_FLAGS);
    words.add("-jar");
    words.add(layout.hookJar());
    ObjectNode hook = NODES.objectNode().put("type", "command");
    hook.put("command", ShellCommand.render(plan.platform(), words));
    if (plan.platform() == Platform.WINDOWS) {
      hook.put("shell", "powershell");
    }
    hook.put("timeout", HOOK_TIMEOUT_SECONDS)
        .put("name", HOOK_NAME)
        .put("statusMessage", HOOK_STATUS);
    ObjectNode hooks = NODES.objectNode();
    ObjectNode entry = hooks.putArray("PreToolUse").addObject().put("matcher", REMEMBER);
    entry.putArray("hooks").add(hook);
    return hooks;
  }

  private static void strings(ArrayNode array, List<String> values) {
    values.forEach(array::add);
  }
}

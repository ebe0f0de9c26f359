package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.KitStartCommands;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.model.ModelSettings;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.rules.QwenSettingsTable;
import java.util.List;

/**
 * The generated Qwen settings files: {@code system-settings.json}, {@code system-defaults.json} and
 * the user-scope hook variant {@code user-settings.json}.
 */
final class SettingsFiles {

  static final List<String> DISABLED_SLASH_COMMANDS =
      List.of("memory", "remember", "forget", "dream", "cd", "approval-mode");

  /**
   * The one URL http hooks may reach: a name under {@code .invalid}, which never resolves. Qwen
   * allows every URL while the list is empty, and takes the system's list over a repository's.
   */
  static final String HTTP_HOOKS_DISABLED = "https://http-hooks-are-disabled.invalid/";

  /** The server Qwen adds for {@code mcp.serverCommand}, outside its own approval. */
  static final String SERVER_COMMAND_SERVER = "mcp";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private SettingsFiles() {}

  static ObjectNode systemSettings(Plan plan, KitLayout layout, Plan.Repository repository) {
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
    permissions.putArray("allow").add(ManagedServer.SEARCH);
    if (plan.profile().write()) {
      permissions.putArray("ask").add(ManagedServer.REMEMBER);
    }
    root.putObject("privacy").put("usageStatisticsEnabled", false);
    root.putObject("telemetry")
        .put("enabled", false)
        .put("logPrompts", false)
        .put("includeSensitiveSpanAttributes", false);
    ObjectNode security = root.putObject("security");
    security.putArray("allowedHttpHookUrls").add(HTTP_HOOKS_DISABLED);
    plan.model()
        .ifPresent(
            model -> {
              security.set("auth", ModelSettings.auth());
              root.set(ModelSettings.PROVIDERS, ModelSettings.providers(model));
              root.set(ModelSettings.MODEL, ModelSettings.defaultModel(model));
            });
    root.putObject("mcp").putArray("excluded").add(SERVER_COMMAND_SERVER);
    root.putObject("mcpServers").set(ManagedServer.NAME, server(plan, layout, repository));
    if (plan.profile().write() || repository.autoRecall().isPresent()) {
      ObjectNode hooks = root.putObject("hooks");
      if (plan.profile().write()) {
        hooks.set("PreToolUse", confirmation(plan, layout));
      }
      if (repository.autoRecall().isPresent()) {
        hooks.set(ManagedServer.RECALL_EVENT, recall(plan, layout, repository));
      }
    }
    ObjectNode managedOnly = root.putObject("managedOnly").put("enabled", true);
    strings(managedOnly.putArray("approvalModes"), plan.approvalModes().modes());
    strings(managedOnly.putArray("settings"), QwenSettingsTable.kit().allowlist());
    plan.model()
        .ifPresent(model -> managedOnly.set(ModelSettings.MODEL, ModelSettings.managedOnly(model)));
    return root;
  }

  static ObjectNode systemDefaults() {
    return NODES.objectNode().put("$version", 4);
  }

  static ObjectNode userSettings(Plan plan, KitLayout layout) {
    ObjectNode root = NODES.objectNode().put("$version", 4);
    root.putObject("hooks").set("PreToolUse", confirmation(plan, layout));
    return root;
  }

  private static ObjectNode server(Plan plan, KitLayout layout, Plan.Repository repository) {
    KitStartCommands commands = layout.commands();
    ObjectNode server = NODES.objectNode().put("command", commands.mcpServerCommand());
    strings(server.putArray("args"), commands.mcpServerArgs());
    server.put("cwd", repository.path());
    server
        .putObject("env")
        .put(ManagedServer.CONFIG_ENV, layout.config(KitFiles.externalContext(repository.name())));
    strings(server.putArray("includeTools"), plan.profile().tools());
    return server;
  }

  /** The {@code PreToolUse} entries: the confirmation hook for the remember tool. */
  private static ArrayNode confirmation(Plan plan, KitLayout layout) {
    ObjectNode hook =
        command(
            plan,
            layout.commands().hookCommand(),
            ManagedServer.HOOK_TIMEOUT_SECONDS,
            ManagedServer.HOOK_NAME,
            ManagedServer.HOOK_STATUS);
    return entries(ManagedServer.REMEMBER, hook);
  }

  /** The {@code UserPromptSubmit} entries: the auto-recall hook for every prompt. */
  private static ArrayNode recall(Plan plan, KitLayout layout, Plan.Repository repository) {
    String config = layout.config(KitFiles.externalContextRecall(repository.name()));
    ObjectNode hook =
        command(
            plan,
            layout.commands().autoRecallCommand(config),
            ManagedServer.RECALL_HOOK_TIMEOUT_SECONDS,
            ManagedServer.RECALL_HOOK_NAME,
            ManagedServer.RECALL_HOOK_STATUS);
    return entries(ManagedServer.RECALL_MATCHER, hook);
  }

  private static ObjectNode command(
      Plan plan, String command, int timeout, String name, String status) {
    ObjectNode hook = NODES.objectNode().put("type", "command");
    hook.put("command", command);
    if (plan.platform() == Platform.WINDOWS) {
      hook.put("shell", "powershell");
    }
    return hook.put("timeout", timeout).put("name", name).put("statusMessage", status);
  }

  private static ArrayNode entries(String matcher, ObjectNode hook) {
    ArrayNode entries = NODES.arrayNode();
    entries.addObject().put("matcher", matcher).putArray("hooks").add(hook);
    return entries;
  }

  private static void strings(ArrayNode array, List<String> values) {
    values.forEach(array::add);
  }
}

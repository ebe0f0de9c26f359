package io.qwenmanaged.tests.e2e;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The system settings and system defaults files of one scenario, as SPEC §6 describes them plus the
 * quiet test settings of SPEC §8. This is the one place the E2E suite builds policy; it is replaced
 * by the generated policy files once the generator exists.
 */
final class SystemSettings {

  static final String SERVER = "external-context";
  static final String HOOK_NAME = "external-context-memory-write-confirmation";
  static final String HOOK_STATUS = "Confirming external memory write";
  static final List<String> SERVER_JVM_FLAGS =
      List.of(
          "-Xlog:disable",
          "-Xlog:all=warning:stderr",
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC");

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final boolean writeProfile;
  private final Path externalContextConfig;
  private final Path workspace;
  private final List<String> serverLaunchPrefix;

  /**
   * @param writeProfile whether remember is exposed (the {@code mem0-write} profile) with its ask
   *     rule and confirmation hook, or only search (a read-only profile)
   * @param externalContextConfig the MCP server's configuration file
   * @param workspace the MCP server's working directory
   * @param serverLaunchPrefix a command that runs the server command given as its arguments (the
   *     E2E traffic recorder); empty to run {@code java} directly
   */
  SystemSettings(
      boolean writeProfile,
      Path externalContextConfig,
      Path workspace,
      List<String> serverLaunchPrefix) {
    this.writeProfile = writeProfile;
    this.externalContextConfig = externalContextConfig;
    this.workspace = workspace;
    this.serverLaunchPrefix = List.copyOf(serverLaunchPrefix);
  }

  /**
   * Writes the system settings to {@code settings} and {@code {"$version": 4}} to {@code defaults}.
   */
  void write(Path settings, Path defaults) {
    try {
      Files.writeString(settings, JSON.writeValueAsString(settings()) + "\n");
      Files.writeString(defaults, "{\"$version\": 4}\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  ObjectNode settings() {
    ObjectNode root = JSON.createObjectNode();
    root.put("$version", 4);
    root.put("disableAllHooks", false);
    root.putObject("general").put("chatRecording", false).put("enableAutoUpdate", false);
    root.putObject("ui")
        .put("enableSpeculation", false)
        .put("enableFollowupSuggestions", false)
        .put("enableWelcomeBack", false)
        .put("enableUserFeedback", false);
    root.putObject("memory")
        .put("enableManagedAutoMemory", false)
        .put("enableManagedAutoDream", false)
        .put("enableTeamMemory", false)
        .put("enableTeamMemorySync", false)
        .put("enableAutoSkill", false);
    strings(
        root.putObject("slashCommands").putArray("disabled"),
        "memory",
        "remember",
        "forget",
        "dream",
        "cd",
        "approval-mode");
    root.putObject("tools")
        .put("approvalMode", "default")
        .put("autoAccept", false)
        .put("useRipgrep", false);
    ObjectNode permissions = root.putObject("permissions");
    strings(permissions.putArray("allow"), ToolCallPlan.SEARCH);
    if (writeProfile) {
      strings(permissions.putArray("ask"), ToolCallPlan.REMEMBER);
    }
    root.putObject("privacy").put("usageStatisticsEnabled", false);
    root.putObject("telemetry")
        .put("enabled", false)
        .put("logPrompts", false)
        .put("includeSensitiveSpanAttributes", false);
    root.putObject("security").putObject("auth").put("selectedType", "openai");
    root.putObject("model").put("name", FakeModel.MODEL_NAME);
    root.putObject("mcpServers").set(SERVER, server());
    if (writeProfile) {
      root.putObject("hooks").set("PreToolUse", hook());
    }
    return root;
  }

  private ObjectNode server() {
    List<String> command = new ArrayList<>(serverLaunchPrefix);
    command.add(KitFiles.java().toString());
    command.addAll(SERVER_JVM_FLAGS);
    command.add("-jar");
    command.add(KitFiles.mcpServerJar().toString());
    ObjectNode server = JSON.createObjectNode();
    server.put("command", command.get(0));
    strings(server.putArray("args"), command.subList(1, command.size()).toArray(String[]::new));
    server.put("cwd", workspace.toString());
    server.putObject("env").put("QWEN_EXTERNAL_CONTEXT_CONFIG", externalContextConfig.toString());
    ArrayNode tools = server.putArray("includeTools").add("context_search");
    if (writeProfile) {
      tools.add("context_remember");
    }
    return server;
  }

  private static ArrayNode hook() {
    ArrayNode preToolUse = JSON.createArrayNode();
    ObjectNode entry = preToolUse.addObject().put("matcher", ToolCallPlan.REMEMBER);
    entry
        .putArray("hooks")
        .addObject()
        .put("type", "command")
        .put("command", quoted(KitFiles.java()) + " -jar " + quoted(KitFiles.hookJar()))
        .put("timeout", 8)
        .put("name", HOOK_NAME)
        .put("statusMessage", HOOK_STATUS);
    return preToolUse;
  }

  private static String quoted(Path path) {
    return "'" + path.toString().replace("'", "'\\''") + "'";
  }

  private static void strings(ArrayNode array, String... values) {
    for (String value : values) {
      array.add(value);
    }
  }
}

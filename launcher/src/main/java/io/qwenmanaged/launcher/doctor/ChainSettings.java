package io.qwenmanaged.launcher.doctor;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.BoundedFile;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.ManagedServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The two commands the pinned system settings make Qwen run: the kit's MCP server ({@code
 * mcpServers.external-context}) and the first PreToolUse hook (the confirmation hook), read exactly
 * as written — the start checks have already verified the file.
 *
 * @param server the MCP server's command, or why it cannot be read
 * @param hook the hook's command, if the file has one
 * @param recall the auto-recall hook's command, if the file has one
 */
record ChainSettings(Optional<Server> server, Optional<Hook> hook, Optional<Hook> recall) {

  /** Where the MCP server is pinned, for diagnostics. */
  static final String SERVER_POINTER = "/mcpServers/" + ManagedServer.NAME;

  /** Where the confirmation hook's command is pinned, for diagnostics. */
  static final String HOOK_POINTER = "/hooks/PreToolUse/0/hooks/0/command";

  /** {@code mcpServers.external-context}: how Qwen starts the server. */
  record Server(String command, List<String> args, Optional<String> cwd, Map<String, String> env) {}

  /** The first hook of an event: its command, its shell and its own variables. */
  record Hook(String command, boolean powershell, Map<String, String> env) {}

  /** The outcome of reading the file: the settings, or why they could not be read. */
  sealed interface Read permits Found, Unreadable {}

  record Found(ChainSettings settings) implements Read {}

  record Unreadable(Diagnostic problem) implements Read {}

  static Read read(Path file) {
    BoundedFile.Outcome outcome = BoundedFile.read(file, KitFiles.SYSTEM_SETTINGS);
    if (outcome instanceof BoundedFile.Failed failed) {
      return new Unreadable(failed.diagnostic());
    }
    JsonReadResult parsed = StrictJson.read(((BoundedFile.Read) outcome).bytes(), "");
    if (parsed instanceof JsonReadResult.Malformed) {
      return new Unreadable(
          Diagnostic.policy(KitFiles.SYSTEM_SETTINGS, "", "is no longer valid JSON"));
    }
    JsonNode root = ((JsonReadResult.Parsed) parsed).document();
    return new Found(
        new ChainSettings(
            server(root), hook(root, "PreToolUse"), hook(root, ManagedServer.RECALL_EVENT)));
  }

  private static Optional<Server> server(JsonNode root) {
    JsonNode server = root.path("mcpServers").path(ManagedServer.NAME);
    JsonNode command = server.path("command");
    if (!command.isTextual()) {
      return Optional.empty();
    }
    List<String> args = new ArrayList<>();
    server.path("args").forEach(arg -> args.add(arg.asText()));
    JsonNode cwd = server.path("cwd");
    return Optional.of(
        new Server(
            command.textValue(),
            List.copyOf(args),
            cwd.isTextual() ? Optional.of(cwd.textValue()) : Optional.empty(),
            strings(server.path("env"))));
  }

  private static Optional<Hook> hook(JsonNode root, String event) {
    JsonNode hook = root.path("hooks").path(event).path(0).path("hooks").path(0);
    JsonNode command = hook.path("command");
    if (!command.isTextual()) {
      return Optional.empty();
    }
    return Optional.of(
        new Hook(
            command.textValue(),
            "powershell".equals(hook.path("shell").textValue()),
            strings(hook.path("env"))));
  }

  private static Map<String, String> strings(JsonNode object) {
    Map<String, String> values = new LinkedHashMap<>();
    object.properties().forEach(entry -> values.put(entry.getKey(), entry.getValue().asText()));
    return values;
  }
}

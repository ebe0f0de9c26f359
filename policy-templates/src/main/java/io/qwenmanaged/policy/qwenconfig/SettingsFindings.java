package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.ArrayList;
import java.util.List;

/**
 * What a repository's {@code .qwen/settings.json} may not add. Each setting is looked for under its
 * current name and under the flat name of Qwen's first settings format, which Qwen still reads and
 * moves to the current one (e.g. {@code mcpServerCommand} → {@code mcp.serverCommand}).
 *
 * <p>Settings the system file fixes (approval mode, {@code disableAllHooks}, the kit's server),
 * what only narrows a session (tools excluded, deny and ask rules), the look of Qwen, the model's
 * name, and MCP servers behind Qwen's own approval are not refused.
 */
final class SettingsFindings {

  static final String ANSWERS_DIALOGS =
      "lets a file answer Qwen's dialogs, the memory-write confirmation included";
  static final String COPIES_SESSION = "copies the whole session to a file";
  static final String SERVER_COMMAND = "starts an MCP server that Qwen never asks about";
  static final String TOOL_COMMAND = "runs a command to discover or call tools";
  static final String EXCLUDES_KIT = "removes the kit's MCP server (" + ManagedServer.NAME + ")";
  static final String LEAVES_OUT_KIT =
      "allows only other MCP servers, which removes the kit's (" + ManagedServer.NAME + ")";
  static final String INCLUDES = "lets Qwen's tools read directories outside the repository";
  static final String CONTEXT_NAME = "names a context file outside the repository's folders";
  static final String SKILL_DIRECTORIES =
      "loads skills from directories it names, without the checks on the repository's skills";
  static final String APPROVES_WRITE = "approves the memory write tool without a dialog";
  static final String APPROVES = "approves a tool without a dialog";
  static final String PROVIDERS = "chooses where model requests, and the key they carry, are sent";
  static final String CREDENTIAL = "reads the kit's credential variable";
  static final String ENVIRONMENT = "reads the environment variable %s into a setting";

  private final String file;
  private final JsonNode settings;
  private final String credentialEnv;
  private final List<Finding> findings = new ArrayList<>();

  private SettingsFindings(String file, JsonNode settings, String credentialEnv) {
    this.file = file;
    this.settings = settings;
    this.credentialEnv = credentialEnv;
  }

  /**
   * The findings of {@code settings}, a parsed settings object shown as {@code file}, for a
   * repository whose credential is the variable {@code credentialEnv}.
   */
  static List<Finding> of(String file, JsonNode settings, String credentialEnv) {
    SettingsFindings rules = new SettingsFindings(file, settings, credentialEnv);
    rules.findings.addAll(
        HookFindings.of(settings.get("hooks"), new HookFindings.Place(file, "/hooks", "/")));
    rules.dialogs();
    rules.commands();
    rules.servers();
    rules.reading();
    rules.approvals();
    rules.environment();
    return rules.findings;
  }

  private void dialogs() {
    JsonNode dual = settings.path("dualOutput");
    if (dual.has("inputFile")) {
      add("/dualOutput/inputFile", ANSWERS_DIALOGS, Allowance.never());
    }
    if (dual.has("jsonFile")) {
      add("/dualOutput/jsonFile", COPIES_SESSION, Allowance.never());
    }
  }

  private void commands() {
    Allowance commands = Allowance.kind(AllowKind.COMMANDS);
    present("/mcp/serverCommand", "/mcpServerCommand", SERVER_COMMAND, commands);
    present("/tools/discoveryCommand", "/toolDiscoveryCommand", TOOL_COMMAND, commands);
    present("/tools/callCommand", "/toolCallCommand", TOOL_COMMAND, commands);
  }

  private void servers() {
    for (String pointer : List.of("/mcp/excluded", "/excludeMCPServers")) {
      JsonNode excluded = settings.at(pointer);
      if (!excluded.isMissingNode() && (!excluded.isArray() || names(excluded))) {
        add(pointer, EXCLUDES_KIT, Allowance.never());
      }
    }
    for (String pointer : List.of("/mcp/allowed", "/allowMCPServers")) {
      JsonNode allowed = settings.at(pointer);
      if (!allowed.isMissingNode() && !(allowed.isArray() && names(allowed))) {
        add(pointer, LEAVES_OUT_KIT, Allowance.never());
      }
    }
  }

  private static boolean names(JsonNode list) {
    for (JsonNode name : list) {
      if (ManagedServer.NAME.equals(name.asText(null))) {
        return true;
      }
    }
    return false;
  }

  private void reading() {
    for (String pointer : List.of("/context/includeDirectories", "/includeDirectories")) {
      if (nonEmpty(settings.at(pointer))) {
        add(pointer, INCLUDES, Allowance.kind(AllowKind.INCLUDE_DIRECTORIES));
      }
    }
    for (String pointer : List.of("/context/fileName", "/contextFileName")) {
      JsonNode names = settings.at(pointer);
      boolean outside = false;
      for (JsonNode name : names.isArray() ? names : List.of(names)) {
        outside |= !name.isMissingNode() && !plainFileName(name.asText(""));
      }
      if (outside) {
        add(pointer, CONTEXT_NAME, Allowance.kind(AllowKind.CONTEXT_OUTSIDE));
      }
    }
    if (nonEmpty(settings.at("/skills/directories"))) {
      add("/skills/directories", SKILL_DIRECTORIES, Allowance.kind(AllowKind.SKILL_DIRECTORIES));
    }
  }

  private static boolean plainFileName(String name) {
    String trimmed = name.strip();
    return !trimmed.isEmpty()
        && !trimmed.contains("/")
        && !trimmed.contains("\\")
        && !trimmed.equals("..")
        && !trimmed.equals(".")
        && !trimmed.startsWith("~");
  }

  private void approvals() {
    for (String pointer : List.of("/permissions/allow", "/tools/allowed", "/allowedTools")) {
      JsonNode rules = settings.at(pointer);
      if (!rules.isArray()) {
        continue;
      }
      for (int i = 0; i < rules.size(); i++) {
        ToolRules.Reach reach = ToolRules.of(rules.get(i).asText(""));
        if (reach == ToolRules.Reach.MEMORY_WRITE) {
          add(pointer + "/" + i, APPROVES_WRITE, Allowance.never());
        } else if (reach == ToolRules.Reach.OTHER) {
          add(pointer + "/" + i, APPROVES, Allowance.kind(AllowKind.PERMISSION_RULES));
        }
      }
    }
    Allowance providers = Allowance.kind(AllowKind.MODEL_PROVIDERS);
    if (nonEmpty(settings.path("modelProviders"))) {
      add("/modelProviders", PROVIDERS, providers);
    }
    for (String key : List.of("baseUrl", "apiKey")) {
      present("/security/auth/" + key, "/security/auth/" + key, PROVIDERS, providers);
    }
  }

  private void environment() {
    EnvironmentReferences.scan(
        settings,
        "",
        (pointer, name) -> {
          if (name.equalsIgnoreCase(credentialEnv)
              || name.equalsIgnoreCase(ManagedServer.CREDENTIAL_FILE_ENV)) {
            add(pointer, CREDENTIAL, Allowance.never());
          } else {
            String problem = String.format(ENVIRONMENT, Printable.shorten(name));
            add(pointer, problem, Allowance.kind(AllowKind.ENVIRONMENT_REFERENCES));
          }
        });
    for (String name : List.of(credentialEnv, ManagedServer.CREDENTIAL_FILE_ENV)) {
      CredentialNames.scan(
          settings, "", name, pointer -> add(pointer, CREDENTIAL, Allowance.never()));
    }
  }

  private void present(String pointer, String legacy, String problem, Allowance allowance) {
    for (String at : pointer.equals(legacy) ? List.of(pointer) : List.of(pointer, legacy)) {
      if (!settings.at(at).isMissingNode() && !settings.at(at).isNull()) {
        add(at, problem, allowance);
      }
    }
  }

  private static boolean nonEmpty(JsonNode node) {
    if (node.isMissingNode() || node.isNull()) {
      return false;
    }
    return !(node.isContainerNode() && node.isEmpty());
  }

  private void add(String pointer, String problem, Allowance allowance) {
    findings.add(new Finding(file, pointer, problem, allowance));
  }
}

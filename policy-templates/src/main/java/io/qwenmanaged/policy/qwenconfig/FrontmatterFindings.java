package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a subagent ({@code .qwen/agents/*.md}) or a skill ({@code SKILL.md}) may not declare in its
 * frontmatter. A plain agent or skill — a name, a description, its tools, a model, a prompt — is
 * fine. Locations are frontmatter key paths ({@code hooks/PreToolUse/0}).
 */
final class FrontmatterFindings {

  static final String SHADOWS_SERVER =
      "declares an MCP server named "
          + ManagedServer.NAME
          + ", which replaces the kit's inside"
          + " the agent";
  static final String AGENT_SERVER = "starts an MCP server without Qwen's approval when it runs";
  static final String EXECUTOR = "runs a program of its own as the agent";
  static final String BACKEND = "runs the agent in an execution backend it chooses";
  static final String NO_DIALOGS = "runs its tools without Qwen's dialogs (%s %s)";

  /** Agent approval modes that approve tools without asking (yolo; auto: a model decides). */
  private static final Set<String> LOOSE_APPROVAL = Set.of("yolo", "auto");

  /** Claude-style permission modes Qwen maps to YOLO. */
  private static final Set<String> LOOSE_PERMISSION = Set.of("bypassPermissions");

  private FrontmatterFindings() {}

  static List<Finding> agent(String file, JsonNode frontmatter) {
    List<Finding> findings = new ArrayList<>(hooks(file, frontmatter));
    JsonNode servers = frontmatter.path("mcpServers");
    if (servers.isObject()) {
      servers
          .properties()
          .forEach(
              server -> {
                String where = "mcpServers/" + Pointers.token(server.getKey());
                if (server.getKey().equals(ManagedServer.NAME)) {
                  findings.add(new Finding(file, where, SHADOWS_SERVER, Allowance.never()));
                } else {
                  findings.add(
                      new Finding(
                          file, where, AGENT_SERVER, Allowance.kind(AllowKind.AGENT_MCP_SERVERS)));
                }
              });
    }
    if (frontmatter.has("executor")) {
      findings.add(new Finding(file, "executor", EXECUTOR, Allowance.kind(AllowKind.COMMANDS)));
    }
    if (frontmatter.has("executionBackend")) {
      findings.add(
          new Finding(file, "executionBackend", BACKEND, Allowance.kind(AllowKind.COMMANDS)));
    }
    mode(file, frontmatter, "approvalMode", LOOSE_APPROVAL, findings);
    mode(file, frontmatter, "permissionMode", LOOSE_PERMISSION, findings);
    return findings;
  }

  /** A skill's findings; Qwen reads its approved tools from {@code allowedTools}, a list. */
  static List<Finding> skill(String file, JsonNode frontmatter) {
    List<Finding> findings = new ArrayList<>(hooks(file, frontmatter));
    JsonNode tools = frontmatter.path("allowedTools");
    for (int i = 0; tools.isArray() && i < tools.size(); i++) {
      String rule = tools.get(i).asText("");
      ToolRules.Reach reach = ToolRules.of(rule);
      String where = "allowedTools/" + i;
      if (reach == ToolRules.Reach.MEMORY_WRITE && !rule.isBlank()) {
        findings.add(new Finding(file, where, SettingsFindings.APPROVES_WRITE, Allowance.never()));
      } else if (reach == ToolRules.Reach.OTHER) {
        Allowance allowance = Allowance.kind(AllowKind.PERMISSION_RULES);
        findings.add(new Finding(file, where, SettingsFindings.APPROVES, allowance));
      }
    }
    return findings;
  }

  private static List<Finding> hooks(String file, JsonNode frontmatter) {
    return HookFindings.of(frontmatter.get("hooks"), new HookFindings.Place(file, "hooks", "/"));
  }

  private static void mode(
      String file, JsonNode frontmatter, String key, Set<String> loose, List<Finding> findings) {
    JsonNode mode = frontmatter.path(key);
    if (mode.isTextual() && loose.contains(mode.textValue())) {
      String problem = String.format(NO_DIALOGS, key, Printable.shorten(mode.textValue()));
      findings.add(new Finding(file, key, problem, Allowance.kind(AllowKind.AGENT_APPROVAL_MODES)));
    }
  }
}

package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The frontmatter keys of a subagent ({@code .qwen/agents/*.md}) or a skill ({@code SKILL.md}) that
 * the managed Qwen drops: an agent's {@code hooks}, {@code mcpServers} and {@code executor}, and
 * its {@code approvalMode} or {@code permissionMode} unless it is {@code default} or {@code plan};
 * a skill's {@code hooks} and {@code allowedTools}. A name, a description, tools, a model and the
 * prompt stay.
 */
final class FrontmatterIgnored {

  static final String HOOKS = "Qwen ignores the %s's hooks: only the administrator's hooks run";
  static final String SERVERS =
      "Qwen ignores the agent's mcpServers: they would start without Qwen's approval";
  static final String EXECUTOR =
      "Qwen ignores the agent's executor: it would run a program of its own as the agent";
  static final String MODE =
      "Qwen ignores the agent's %s: only default and plan are kept, other modes would run tools"
          + " without Qwen's dialogs";
  static final String ALLOWED_TOOLS =
      "Qwen ignores the skill's allowedTools: they would approve tools without a dialog";

  private static final Set<String> KEPT_MODES = Set.of("default", "plan");

  private FrontmatterIgnored() {}

  static List<Dropped> agent(JsonNode frontmatter) {
    List<Dropped> dropped = new ArrayList<>();
    hooks(frontmatter, "agent", dropped);
    if (frontmatter.has("mcpServers")) {
      boolean shadows = frontmatter.path("mcpServers").has(ManagedServer.NAME);
      Allowance allowance =
          shadows ? Allowance.never() : Allowance.kind(AllowKind.AGENT_MCP_SERVERS);
      dropped.add(new Dropped("mcpServers", "agent MCP servers", SERVERS, allowance));
    }
    if (frontmatter.has("executor")) {
      Allowance allowance = Allowance.kind(AllowKind.COMMANDS);
      dropped.add(new Dropped("executor", "agent executors", EXECUTOR, allowance));
    }
    for (String key : List.of("approvalMode", "permissionMode")) {
      JsonNode mode = frontmatter.get(key);
      if (mode != null && !(mode.isTextual() && KEPT_MODES.contains(mode.textValue()))) {
        Allowance allowance = Allowance.kind(AllowKind.AGENT_APPROVAL_MODES);
        dropped.add(new Dropped(key, "agent approval modes", MODE.formatted(key), allowance));
      }
    }
    return dropped;
  }

  static List<Dropped> skill(JsonNode frontmatter) {
    List<Dropped> dropped = new ArrayList<>();
    hooks(frontmatter, "skill", dropped);
    if (frontmatter.has("allowedTools")) {
      Allowance allowance = Allowance.kind(AllowKind.PERMISSION_RULES);
      dropped.add(new Dropped("allowedTools", "skill tool approvals", ALLOWED_TOOLS, allowance));
    }
    return dropped;
  }

  private static void hooks(JsonNode frontmatter, String owner, List<Dropped> dropped) {
    JsonNode hooks = frontmatter.get("hooks");
    if (hooks == null) {
      return;
    }
    boolean decides = HookFindings.decidesOnMemoryWrites(hooks);
    String reason = HOOKS.formatted(owner) + (decides ? SettingsIgnored.DECIDES : "");
    Allowance allowance = decides ? Allowance.never() : Allowance.kind(AllowKind.HOOKS);
    dropped.add(new Dropped("hooks", owner + " hooks", reason, allowance));
  }
}

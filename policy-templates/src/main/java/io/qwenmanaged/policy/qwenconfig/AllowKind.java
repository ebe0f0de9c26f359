package io.qwenmanaged.policy.qwenconfig;

import java.util.Arrays;
import java.util.Optional;

/**
 * The kinds of repository Qwen configuration an administrator may allow for a repository after
 * reviewing it (the plan's {@code repositoryConfig.allow}). A hook that can match the memory write
 * tool, a way to answer Qwen's dialogs and anything that removes or replaces the kit's server or
 * hook belong to no kind: they are never allowed.
 */
public enum AllowKind {
  /** Hooks at any Qwen event that cannot match the memory write tool. */
  HOOKS("hooks", "repository hooks that cannot match the memory write tool"),
  /** Commands Qwen runs outside hooks: tool discovery and calls, agent executors. */
  COMMANDS("commands", "commands Qwen runs for tool discovery, tool calls or agent executors"),
  /** MCP servers a subagent declares, which start without Qwen's approval. */
  AGENT_MCP_SERVERS("agent-mcp-servers", "MCP servers declared by subagents"),
  /** Subagents that run their tools without Qwen's dialogs. */
  AGENT_APPROVAL_MODES("agent-approval-modes", "subagents that run tools without Qwen's dialogs"),
  /** Rules that approve tools without a dialog (never the memory write tool). */
  PERMISSION_RULES("permission-rules", "rules that approve tools without asking"),
  /** Directories outside the repository that Qwen's tools may read without asking. */
  INCLUDE_DIRECTORIES("include-directories", "directories outside the repository for Qwen's tools"),
  /** Skill directories named in the settings, loaded without the checks on repository skills. */
  SKILL_DIRECTORIES("skill-directories", "skill directories named in the repository's settings"),
  /** Context files and imports that reach outside the repository. */
  CONTEXT_OUTSIDE("context-outside-repository", "context files or imports outside the repository"),
  /** Settings text that Qwen fills in from the environment ({@code $NAME}, {@code ${NAME}}). */
  ENVIRONMENT_REFERENCES("environment-references", "settings that read environment variables"),
  /** Model providers and authentication endpoints chosen by the repository. */
  MODEL_PROVIDERS("model-providers", "model providers and authentication set by the repository");

  private final String id;
  private final String description;

  AllowKind(String id, String description) {
    this.id = id;
    this.description = description;
  }

  /** How the plan and the messages name it. */
  public String id() {
    return id;
  }

  /** What it covers, in a few words. */
  public String description() {
    return description;
  }

  /** The kind the plan names {@code id}. */
  public static Optional<AllowKind> of(String id) {
    return Arrays.stream(values()).filter(k -> k.id.equals(id)).findFirst();
  }
}

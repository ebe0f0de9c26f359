package io.qwenmanaged.tests.e2e.harness;

import static io.qwenmanaged.tests.e2e.harness.RepositoryVector.Mode.DEFAULT;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Harmless repository configuration, measured the same way as the vectors: it must leave both
 * dialogs and exactly one Mem0 request.
 */
public final class ControlVectors {

  private ControlVectors() {}

  static List<RepositoryVector> all() {
    return List.of(uiSettingsOnly(), plainAgent(), teamFormatterHookAndPlainAgent());
  }

  public static RepositoryVector uiSettingsOnly() {
    ObjectNode settings = VectorFiles.object();
    settings.putObject("ui").put("hideTips", true);
    return RepositoryVector.of(
        "control-ui-settings",
        "workspace settings with only ui keys",
        DEFAULT,
        List.of(VectorFiles.settings(facts -> settings)),
        HookVectors::remember,
        VectorVerdicts.bothDialogsAndOneWrite());
  }

  public static RepositoryVector plainAgent() {
    return RepositoryVector.of(
        "control-plain-agent",
        "a subagent with only name, description and tools",
        DEFAULT,
        List.of(plainAgentFile()),
        ControlVectors::writeThroughThePlainAgent,
        VectorVerdicts.bothDialogsAndOneWrite());
  }

  /**
   * A team's formatter hook (a command after each file write) in the workspace settings, next to
   * the plain agent making the write: the managed Qwen ignores the hook, and the write is as usual.
   */
  public static RepositoryVector teamFormatterHookAndPlainAgent() {
    ObjectNode hooks = VectorFiles.hooks("PostToolUse", "write_file", VectorFiles.command("true"));
    return RepositoryVector.of(
        "control-team-formatter-hook",
        "a PostToolUse formatter hook on write_file and a plain subagent",
        DEFAULT,
        List.of(VectorFiles.settings(facts -> HookVectors.withHooks(hooks)), plainAgentFile()),
        ControlVectors::writeThroughThePlainAgent,
        VectorVerdicts.bothDialogsAndOneWrite());
  }

  private static RepositoryFile plainAgentFile() {
    ObjectNode frontmatter = VectorFiles.object().put("description", "Plain helper");
    frontmatter.putArray("tools").add("read_file").add(ToolCallPlan.REMEMBER);
    return VectorFiles.agent("plain", frontmatter, "You help with notes.");
  }

  /** The model launches the plain agent, whose model asks to remember the content directly. */
  private static VectorAction writeThroughThePlainAgent(RepositoryFacts facts) {
    return AgentSkillVectors.launch(
        facts, "plain", ToolCallPlan.rememberDirectly(RepositoryVector.content(facts)));
  }
}

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
    return List.of(uiSettingsOnly(), plainAgent());
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
    ObjectNode frontmatter = VectorFiles.object().put("description", "Plain helper");
    frontmatter.putArray("tools").add("read_file").add(ToolCallPlan.REMEMBER);
    return RepositoryVector.of(
        "control-plain-agent",
        "a subagent with only name, description and tools",
        DEFAULT,
        List.of(VectorFiles.agent("plain", frontmatter, "You help with notes.")),
        facts ->
            AgentSkillVectors.launch(
                facts, "plain", ToolCallPlan.rememberDirectly(RepositoryVector.content(facts))),
        VectorVerdicts.bothDialogsAndOneWrite());
  }
}

package io.qwenmanaged.tests.e2e.harness;

import java.util.List;

/**
 * A few measured vectors standing for the kinds of repository configuration the managed Qwen
 * ignores: a repository hook, an agent's approval mode and hook, a skill's hook, and a settings key
 * that starts a program. The repository starts like any other; what each one tried must not act.
 */
public final class IgnoredConfigurationVectors {

  private IgnoredConfigurationVectors() {}

  /**
   * Vectors whose repository brings a hook on the memory write tool (in its settings, an agent or a
   * skill) to take the write past a dialog, in the default mode: judged, as measured, by whether
   * the content reached Mem0 without the kit's dialog showing it.
   */
  public static List<RepositoryVector> writes() {
    return List.of(
        find(HookVectors.all(), "C1-async-default"),
        find(AgentSkillVectors.all(), "C2-agent-default"),
        find(AgentSkillVectors.all(), "V1-skill-tool-default"));
  }

  /** {@code mcp.serverCommand} starting a repository script: judged by the script's marker. */
  public static RepositoryVector serverCommand() {
    return SettingsVectors.serverCommand();
  }

  private static RepositoryVector find(List<RepositoryVector> vectors, String id) {
    return vectors.stream()
        .filter(vector -> vector.id().equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no vector " + id));
  }
}

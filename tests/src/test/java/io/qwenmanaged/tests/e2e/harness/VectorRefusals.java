package io.qwenmanaged.tests.e2e.harness;

import static io.qwenmanaged.tests.e2e.harness.RefusedElement.byKind;
import static io.qwenmanaged.tests.e2e.harness.RefusedElement.never;

import io.qwenmanaged.policy.qwenconfig.AllowKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the installed kit refuses, at start, in the repository of every measured vector ({@link
 * HookVectors}, {@link AgentSkillVectors}, {@link SettingsVectors}), and in a few more repositories
 * whose configuration other end-to-end tests used to start with. A vector without an entry here
 * fails the listing, so a new vector cannot go unchecked.
 */
public final class VectorRefusals {

  private static final String SETTINGS = VectorFiles.SETTINGS;
  private static final String NOTES_SKILL = ".qwen/skills/notes/SKILL.md";

  private static final Map<String, List<RefusedElement>> BY_VECTOR =
      Map.ofEntries(
          Map.entry("C1-async-yolo", kitHookCopy()),
          Map.entry("C1-async-default", kitHookCopy()),
          Map.entry("C1-timeout-yolo", kitHookCopy()),
          Map.entry("C1-timeout-default", kitHookCopy()),
          Map.entry("C3-sequential-rewrite", List.of(never(SETTINGS, "/hooks/PreToolUse/0"))),
          Map.entry(
              "C5-session-start-url",
              List.of(
                  byKind(SETTINGS, "/hooks/SessionStart/0", AllowKind.HOOKS),
                  never(SETTINGS, "/hooks/SessionStart/0/hooks/0/url"))),
          Map.entry(
              "C5-prompt-submit",
              List.of(byKind(SETTINGS, "/hooks/UserPromptSubmit/0", AllowKind.HOOKS))),
          Map.entry("C2-agent-yolo", yoloAgent()),
          Map.entry("C2-agent-default", yoloAgent()),
          Map.entry("V1-skill-tool-yolo", List.of(never(NOTES_SKILL, "hooks/PreToolUse/0"))),
          Map.entry("V1-skill-tool-default", List.of(never(NOTES_SKILL, "hooks/PreToolUse/0"))),
          Map.entry("V1-skill-typed-default", List.of(never(NOTES_SKILL, "hooks/PreToolUse/0"))),
          Map.entry(
              "V2-agent-mcp-shadow",
              List.of(never(".qwen/agents/searcher.md", "mcpServers/external-context"))),
          Map.entry(
              "V3-agent-executor",
              List.of(byKind(".qwen/agents/external.md", "executor", AllowKind.COMMANDS))),
          Map.entry(
              "V4-dual-output-answers",
              List.of(
                  never(SETTINGS, "/dualOutput/inputFile"),
                  never(SETTINGS, "/dualOutput/jsonFile"))),
          Map.entry(
              "V5-mcp-server-command",
              List.of(byKind(SETTINGS, "/mcp/serverCommand", AllowKind.COMMANDS))),
          Map.entry("V6-mcp-excluded", List.of(never(SETTINGS, "/mcp/excluded"))),
          Map.entry("V7-import-symlink", List.of(byKind("QWEN.md", "", AllowKind.CONTEXT_OUTSIDE))),
          Map.entry(
              "V8-include-proc-self",
              List.of(
                  byKind(SETTINGS, "/context/includeDirectories", AllowKind.INCLUDE_DIRECTORIES))),
          Map.entry(
              "V9-custom-skill-directory",
              List.of(
                  byKind(SETTINGS, "/skills/directories", AllowKind.SKILL_DIRECTORIES),
                  never("skills-extra/extra-notes/SKILL.md", "hooks/PreToolUse/0"))),
          Map.entry(
              "V10-model-provider-key",
              List.of(
                  byKind(SETTINGS, "/modelProviders", AllowKind.MODEL_PROVIDERS),
                  never(SETTINGS, "/modelProviders/openai/0/envKey"))),
          Map.entry(
              "V11-context-file-outside",
              List.of(byKind(SETTINGS, "/context/fileName", AllowKind.CONTEXT_OUTSIDE))));

  private VectorRefusals() {}

  /**
   * Every measured vector's repository, then the other refused repositories. Vectors that differ
   * only in how the developer would run Qwen (the approval mode) bring the same files, so one
   * refused start covers them all.
   */
  public static List<RefusedRepository> all() {
    List<RepositoryVector> vectors = new ArrayList<>();
    vectors.addAll(HookVectors.all());
    vectors.addAll(AgentSkillVectors.all());
    vectors.addAll(SettingsVectors.all());
    Map<List<RepositoryFile>, RefusedRepository> byFiles = new LinkedHashMap<>();
    for (RepositoryVector vector : vectors) {
      List<RefusedElement> refused = BY_VECTOR.get(vector.id());
      if (refused == null) {
        throw new IllegalStateException("no expected refusal for the vector " + vector.id());
      }
      byFiles.merge(
          vector.files(),
          new RefusedRepository(vector.id(), vector.files(), refused),
          RefusedRepository::alsoFor);
    }
    List<RefusedRepository> all = new ArrayList<>(byFiles.values());
    all.add(hostileWorkspaceSettings());
    return all;
  }

  /**
   * The workspace settings the hostile-workspace-settings scenario used to start with: of all they
   * try, only the rule approving the memory write tool is the repository's to refuse (the system
   * settings fix the rest).
   */
  static RefusedRepository hostileWorkspaceSettings() {
    return new RefusedRepository(
        "hostile-allow-rule",
        List.of(RepositoryFile.text(SETTINGS, HostileWorkspaceSettings.ALLOW_RULE_SETTINGS)),
        List.of(never(SETTINGS, "/permissions/allow/1")));
  }

  private static List<RefusedElement> kitHookCopy() {
    return List.of(never(SETTINGS, "/hooks/PreToolUse/0"));
  }

  private static List<RefusedElement> yoloAgent() {
    String agent = ".qwen/agents/helper.md";
    return List.of(
        never(agent, "hooks/PreToolUse/0"),
        byKind(agent, "approvalMode", AllowKind.AGENT_APPROVAL_MODES));
  }
}

package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Vectors run again with one candidate system setting merged into the installed system settings, to
 * see in real Qwen whether that setting closes the vector. The repository's own settings try to
 * undo the setting where Qwen would let them.
 */
final class LeverVectors {

  private LeverVectors() {}

  static List<RepositoryVector> all() {
    return List.of(
        HookVectors.keyInSessionStartUrl(allowAllHttpHookUrls())
            .withSystemSettings("lever-none-direct-start", unchangedSetting()),
        HookVectors.keyInSessionStartUrl(allowAllHttpHookUrls())
            .withSystemSettings("lever-http-hook-urls", httpHookUrlsMatchingNothing()),
        SettingsVectors.serverCommand()
            .withSystemSettings("lever-mcp-excluded-mcp", setting("mcp", "excluded", "mcp")),
        AgentSkillVectors.skillWithAllowHook()
            .withSystemSettings(
                "lever-project-skills-off", setting("skills", "disabledLevels", "project")),
        AgentSkillVectors.skillFromCustomDirectory()
            .withSystemSettings(
                "lever-project-skills-off-custom-dir",
                setting("skills", "disabledLevels", "project")),
        AgentSkillVectors.yoloAgentWithAllowHook()
            .withSystemSettings("lever-agent-tool-disabled", setting("tools", "disabled", "agent")),
        AgentSkillVectors.agentWithExternalExecutor()
            .withSystemSettings(
                "lever-agent-tool-disabled-executor", setting("tools", "disabled", "agent")),
        SettingsVectors.providerWithTheKeyAsApiKey()
            .withSystemSettings("lever-model-providers-pinned", emptyModelProviders()),
        SettingsVectors.contextFileOutside()
            .withSystemSettings("lever-context-file-name-pinned", contextFileName()));
  }

  /**
   * A value the generated system settings already hold: the baseline, which only changes how Qwen
   * is started (directly, as for every lever).
   */
  static ObjectNode unchangedSetting() {
    ObjectNode settings = VectorFiles.object();
    settings.putObject("ui").put("enableSpeculation", false);
    return settings;
  }

  /** {@code security.allowedHttpHookUrls} with one pattern that no hook URL matches. */
  static ObjectNode httpHookUrlsMatchingNothing() {
    return setting("security", "allowedHttpHookUrls", "https://never.invalid/none");
  }

  /** The repository's attempt to widen the list again. */
  static ObjectNode allowAllHttpHookUrls() {
    return setting("security", "allowedHttpHookUrls", "*");
  }

  static ObjectNode emptyModelProviders() {
    ObjectNode settings = VectorFiles.object();
    settings.putObject("modelProviders");
    return settings;
  }

  static ObjectNode contextFileName() {
    ObjectNode settings = VectorFiles.object();
    settings.putObject("context").put("fileName", "QWEN.md");
    return settings;
  }

  /** {@code {section: {key: [value]}}}. */
  static ObjectNode setting(String section, String key, String value) {
    ObjectNode settings = VectorFiles.object();
    settings.putObject(section).putArray(key).add(value);
    return settings;
  }
}

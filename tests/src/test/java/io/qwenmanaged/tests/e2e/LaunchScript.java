package io.qwenmanaged.tests.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The shell script the tmux window runs: it starts {@code node cli-entry.js} in the workspace with
 * exactly the environment built here ({@code env -i}: nothing of the test JVM's environment leaks
 * in). The environment mirrors what the launcher will pass (SPEC §5): the settings locations,
 * QWEN_HOME, the external-context configuration, the credential, the model variables, and the
 * forced {@code 0}/{@code false} values that a repository {@code .env} cannot override.
 */
final class LaunchScript {

  static final String MEM0_KEY_PREFIX = "e2e-mem0-key-";

  private LaunchScript() {}

  /** The environment Qwen Code starts with. */
  static Map<String, String> environment(ScenarioFiles files, String mem0Key, String modelBaseUrl) {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("HOME", files.home().toString());
    env.put("PATH", KitFiles.node().getParent() + ":/usr/bin:/bin");
    env.put("TERM", "xterm-256color");
    env.put("LANG", "C.UTF-8");
    env.put("QWEN_HOME", files.qwenHome().toString());
    env.put("QWEN_RUNTIME_DIR", files.runtime().toString());
    env.put("QWEN_CODE_SYSTEM_SETTINGS_PATH", files.systemSettings().toString());
    env.put("QWEN_CODE_SYSTEM_DEFAULTS_PATH", files.systemDefaults().toString());
    env.put("QWEN_EXTERNAL_CONTEXT_CONFIG", files.externalContextConfig().toString());
    env.put(ProviderConfigFile.API_KEY_ENV, mem0Key);
    env.put("OPENAI_API_KEY", "e2e-model-key");
    env.put("OPENAI_BASE_URL", modelBaseUrl);
    env.put("OPENAI_MODEL", FakeModel.MODEL_NAME);
    for (String name :
        new String[] {
          "QWEN_CODE_SAFE_MODE",
          "QWEN_CODE_SIMPLE",
          "QWEN_CODE_MEMORY_TEAM",
          "QWEN_CODE_MEMORY_TEAM_SYNC"
        }) {
      env.put(name, "0");
    }
    for (String name :
        new String[] {
          "QWEN_TELEMETRY_ENABLED",
          "QWEN_TELEMETRY_LOG_PROMPTS",
          "QWEN_TELEMETRY_INCLUDE_SENSITIVE_SPAN_ATTRIBUTES",
          "QWEN_USAGE_STATISTICS_ENABLED"
        }) {
      env.put(name, "false");
    }
    return env;
  }

  /** Writes the script to {@code script}. */
  static void write(Path script, Path workspace, Map<String, String> environment) {
    StringBuilder text = new StringBuilder("#!/bin/sh\n");
    text.append("# Starts Qwen Code for one E2E scenario with exactly this environment.\n");
    text.append("cd ").append(Tmux.shellQuoted(workspace.toString())).append(" || exit 1\n");
    text.append("exec env -i");
    environment.forEach(
        (name, value) -> text.append(" \\\n  ").append(Tmux.shellQuoted(name + "=" + value)));
    text.append(" \\\n  ").append(Tmux.shellQuoted(KitFiles.node().toString()));
    text.append(" ").append(Tmux.shellQuoted(KitFiles.qwenCli().toString())).append("\n");
    try {
      Files.writeString(script, text.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

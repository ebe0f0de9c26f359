package io.qwenmanaged.tests.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shell script the tmux window runs, standing in for the launcher: it starts the generated
 * {@code launcher.json}'s node and Qwen CLI (with its extra flags) in its workspace, with exactly
 * the environment that file describes, built from nothing ({@code env -i}): the allowlisted names
 * copied from the caller's environment, the fixed PATH, the pinned settings, QWEN_HOME, runtime
 * folder and external-context locations, the credential, and the forced {@code 0}/{@code false}
 * values that a repository {@code .env} cannot override. It covers what {@link TestPlan} uses (an
 * absolute QWEN_HOME, the credential from the caller, no proxy), none of the launcher's checks.
 */
final class LaunchScript {

  private LaunchScript() {}

  /**
   * The environment Qwen Code starts with.
   *
   * @param caller the environment of the developer's terminal; only allowlisted names pass
   * @param credential the Mem0 key, put in the variable {@code launcher.json} names
   */
  static Map<String, String> environment(
      GeneratedPolicy policy, Map<String, String> caller, String credential) {
    JsonNode pins = policy.launcher();
    JsonNode environment = pins.path("environment");
    Map<String, String> env = new LinkedHashMap<>();
    caller.forEach(
        (name, value) -> {
          if (allowed(environment.path("allow"), name)) {
            env.put(name, value);
          }
        });
    env.put("PATH", String.join(":", strings(environment.path("path"))));
    env.put("QWEN_CODE_SYSTEM_SETTINGS_PATH", policy.file("systemSettings").toString());
    env.put("QWEN_CODE_SYSTEM_DEFAULTS_PATH", policy.file("systemDefaults").toString());
    env.put("QWEN_HOME", policy.value("qwenHome"));
    env.put("QWEN_RUNTIME_DIR", policy.value("qwenRuntimeDir"));
    env.put("QWEN_EXTERNAL_CONTEXT_CONFIG", policy.file("externalContextConfig").toString());
    env.put(pins.path("credential").path("env").asText(), credential);
    environment
        .path("forced")
        .fields()
        .forEachRemaining(f -> env.put(f.getKey(), f.getValue().asText()));
    return env;
  }

  /** Writes the script that starts Qwen with {@code environment} to {@code script}. */
  static void write(Path script, GeneratedPolicy policy, Map<String, String> environment) {
    JsonNode runtimes = policy.launcher().path("runtimes");
    List<String> command = new ArrayList<>();
    command.add(runtimes.path("node").asText());
    command.add(runtimes.path("qwenCli").asText());
    command.addAll(strings(policy.launcher().path("qwenExtraFlags")));
    StringBuilder text = new StringBuilder("#!/bin/sh\n");
    text.append(
        "# Starts Qwen Code for one E2E scenario as launcher.json says, with this environment.\n");
    text.append("cd ").append(Tmux.shellQuoted(policy.value("workspace"))).append(" || exit 1\n");
    text.append("exec env -i");
    environment.forEach(
        (name, value) -> text.append(" \\\n  ").append(Tmux.shellQuoted(name + "=" + value)));
    command.forEach(word -> text.append(" \\\n  ").append(Tmux.shellQuoted(word)));
    text.append("\n");
    try {
      Files.writeString(script, text.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An allowlist entry is a name, or a prefix followed by {@code *}. */
  private static boolean allowed(JsonNode allow, String name) {
    for (String entry : strings(allow)) {
      boolean prefix = entry.endsWith("*");
      String stem = prefix ? entry.substring(0, entry.length() - 1) : entry;
      if (prefix ? name.startsWith(stem) : name.equals(stem)) {
        return true;
      }
    }
    return false;
  }

  private static List<String> strings(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(value -> values.add(value.asText()));
    return values;
  }
}

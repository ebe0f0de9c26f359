package io.qwenmanaged.tests.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.launcher.environment.ChildEnvironment;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.start.ReadyStart;
import io.qwenmanaged.policy.start.Secret;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The shell script the tmux window runs, standing in for the launcher: it starts the generated
 * {@code launcher.json}'s node and Qwen CLI (with its extra flags) in its workspace, with exactly
 * the environment the launcher builds ({@link ChildEnvironment}), through {@code env -i}. It covers
 * what {@link TestPlan} uses (an absolute QWEN_HOME, the credential from the caller), none of the
 * launcher's checks.
 */
final class LaunchScript {

  private LaunchScript() {}

  /**
   * The environment Qwen Code starts with: the launcher's own {@link ChildEnvironment} for this
   * policy, copying from {@code caller}.
   *
   * @param caller the environment of the developer's terminal; only allowlisted names pass
   * @param credential the Mem0 key, put in the variable {@code launcher.json} names
   */
  static Map<String, String> environment(
      GeneratedPolicy policy, Map<String, String> caller, String credential) {
    LauncherConfig config = LauncherConfigReader.read(policy.launcher());
    ReadyStart ready =
        new ReadyStart(
            config,
            Path.of(config.qwenHome()),
            Path.of(config.qwenRuntimeDir()),
            List.of(),
            new Secret(credential));
    return ChildEnvironment.of(ready, caller);
  }

  /** Writes the script that starts Qwen with {@code environment} to {@code script}. */
  static void write(Path script, GeneratedPolicy policy, Map<String, String> environment) {
    JsonNode runtimes = policy.launcher().path("runtimes");
    List<String> command = new ArrayList<>();
    command.add(runtimes.path("node").asText());
    // As the launcher does: cli.js itself, with the flag Qwen's own bootstrap would pass.
    command.add("--expose-gc");
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

  private static List<String> strings(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(value -> values.add(value.asText()));
    return values;
  }
}

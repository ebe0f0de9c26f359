package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * The three places from which Qwen Code 0.24.4 fills its own environment with a repository's
 * variables (only those not already set or empty): the workspace {@code .env}, the workspace {@code
 * .qwen/.env} (read instead of {@code .env} when both exist), and the {@code env} block of the
 * workspace settings {@code .qwen/settings.json}.
 */
public enum EnvSource {
  DOT_ENV(".env"),
  QWEN_DOT_ENV(".qwen/.env"),
  SETTINGS_ENV(".qwen/settings.json");

  private static final ObjectMapper JSON = new ObjectMapper();

  private final String path;

  EnvSource(String path) {
    this.path = path;
  }

  /** The scenario with a repository file that sets {@code variables}. */
  public Scenario supply(Scenario scenario, Map<String, String> variables) {
    return scenario.withWorkspaceFile(path, render(variables));
  }

  private String render(Map<String, String> variables) {
    if (this == SETTINGS_ENV) {
      ObjectNode settings = JSON.createObjectNode();
      ObjectNode env = settings.putObject("env");
      variables.forEach(env::put);
      return settings.toPrettyString() + "\n";
    }
    StringBuilder text = new StringBuilder();
    variables.forEach(
        (name, value) ->
            text.append(name).append("='").append(value.replace("'", "")).append("'\n"));
    return text.toString();
  }
}

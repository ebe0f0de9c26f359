package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.Profile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Maps a plan document that already passed {@code plan.schema.json} to a {@link Plan}. */
final class PlanReader {

  private PlanReader() {}

  static Plan read(JsonNode plan) {
    JsonNode runtimes = plan.get("runtimes");
    JsonNode provider = plan.get("provider");
    JsonNode credential = provider.get("credential");
    JsonNode environment = plan.get("environment");
    Platform platform = Platform.of(plan.get("platform").textValue());
    Optional<String> env = text(runtimes, "env");
    if (platform == Platform.POSIX && env.isEmpty()) {
      env = Optional.of(Plan.DEFAULT_ENV);
    }
    return new Plan(
        Profile.of(plan.get("profile").textValue()),
        platform,
        plan.get("installPrefix").textValue(),
        plan.get("configDir").textValue(),
        new Plan.Runtimes(
            runtimes.get("java").textValue(),
            runtimes.get("node").textValue(),
            runtimes.get("qwenCli").textValue(),
            runtimes.get("qwenVersion").textValue(),
            env),
        new Plan.Provider(
            provider.get("type").textValue(),
            text(provider, "appId"),
            text(provider, "baseUrl"),
            credential.get("env").textValue(),
            text(credential, "file")),
        plan.has("timeoutMs") ? plan.get("timeoutMs").intValue() : Plan.DEFAULT_TIMEOUT_MS,
        plan.get("workspace").textValue(),
        plan.get("qwenHome").textValue(),
        new Plan.Environment(
            environment.has("allow")
                ? Optional.of(strings(environment.get("allow")))
                : Optional.empty(),
            strings(environment.get("path")),
            environment.has("proxy")
                ? Optional.of(LauncherConfigReader.proxy(environment.get("proxy")))
                : Optional.empty()),
        plan.has("extraQwenFlags") ? strings(plan.get("extraQwenFlags")) : List.of());
  }

  private static Optional<String> text(JsonNode object, String key) {
    JsonNode value = object.get(key);
    return value == null ? Optional.empty() : Optional.of(value.textValue());
  }

  private static List<String> strings(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(value -> values.add(value.textValue()));
    return List.copyOf(values);
  }
}

package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.json.JsonValues;
import io.qwenmanaged.policy.model.ApprovalModes;
import io.qwenmanaged.policy.model.AutoRecall;
import io.qwenmanaged.policy.model.LauncherConfigReader;
import io.qwenmanaged.policy.model.ModelEndpointJson;
import io.qwenmanaged.policy.model.Platform;
import io.qwenmanaged.policy.model.Profile;
import io.qwenmanaged.policy.model.ProviderTimeout;
import io.qwenmanaged.policy.model.RepositoryAllowancesJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Maps a plan document that already passed {@code plan.schema.json} to a {@link Plan}. */
final class PlanReader {

  private PlanReader() {}

  static Plan read(JsonNode plan) {
    JsonNode runtimes = plan.get("runtimes");
    JsonNode environment = plan.get("environment");
    Platform platform = Platform.of(plan.get("platform").textValue());
    Optional<String> env = JsonValues.text(runtimes, "env");
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
        repositories(plan),
        plan.has("timeoutMs") ? plan.get("timeoutMs").intValue() : ProviderTimeout.DEFAULT_MS,
        plan.get("qwenHome").textValue(),
        new Plan.Environment(
            environment.has("allow")
                ? Optional.of(JsonValues.strings(environment.get("allow")))
                : Optional.empty(),
            JsonValues.strings(environment.get("path")),
            environment.has("proxy")
                ? Optional.of(LauncherConfigReader.proxy(environment.get("proxy")))
                : Optional.empty(),
            environment.has("caCertificates")
                ? JsonValues.strings(environment.get("caCertificates"))
                : List.of()),
        plan.has("extraQwenFlags") ? JsonValues.strings(plan.get("extraQwenFlags")) : List.of(),
        plan.has("approvalModes")
            ? ApprovalModes.of(JsonValues.strings(plan.get("approvalModes")))
            : ApprovalModes.DEFAULT,
        ModelEndpointJson.read(plan));
  }

  private static List<Plan.Repository> repositories(JsonNode plan) {
    if (!plan.has("repositories")) {
      return List.of(
          new Plan.Repository(
              Optional.empty(),
              plan.get("workspace").textValue(),
              provider(plan.get("provider")),
              false,
              "",
              RepositoryAllowancesJson.read(plan),
              autoRecall(plan)));
    }
    List<Plan.Repository> repositories = new ArrayList<>();
    JsonNode listed = plan.get("repositories");
    for (int i = 0; i < listed.size(); i++) {
      JsonNode repository = listed.get(i);
      repositories.add(
          new Plan.Repository(
              Optional.of(repository.get("name").textValue()),
              repository.get("path").textValue(),
              provider(repository.get("provider")),
              repository.path("sharedCredential").asBoolean(false),
              "/repositories/" + i,
              RepositoryAllowancesJson.read(repository),
              autoRecall(repository)));
    }
    return repositories;
  }

  /** The {@code autoRecall} block of a plan or repository, when it says {@code enabled: true}. */
  private static Optional<AutoRecall> autoRecall(JsonNode parent) {
    JsonNode block = parent.path("autoRecall");
    if (!block.path("enabled").asBoolean(false)) {
      return Optional.empty();
    }
    JsonNode timeout = block.path("timeoutMs");
    return Optional.of(
        new AutoRecall(timeout.isNumber() ? timeout.intValue() : AutoRecall.DEFAULT_TIMEOUT_MS));
  }

  private static Plan.Provider provider(JsonNode provider) {
    JsonNode credential = provider.get("credential");
    return new Plan.Provider(
        provider.get("type").textValue(),
        JsonValues.text(provider, "appId"),
        JsonValues.text(provider, "baseUrl"),
        credential.get("env").textValue(),
        JsonValues.text(credential, "file"));
  }
}

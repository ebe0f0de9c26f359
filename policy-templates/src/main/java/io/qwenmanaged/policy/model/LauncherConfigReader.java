package io.qwenmanaged.policy.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.json.JsonValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Maps a {@code launcher.json} document that already passed its schema to a {@link LauncherConfig}.
 */
public final class LauncherConfigReader {

  private LauncherConfigReader() {}

  /**
   * The configuration of {@code launcher}, a document valid against {@code launcher.schema.json}.
   */
  public static LauncherConfig read(JsonNode launcher) {
    JsonNode runtimes = launcher.get("runtimes");
    JsonNode files = launcher.get("files");
    JsonNode environment = launcher.get("environment");
    List<LauncherConfig.Repository> repositories = new ArrayList<>();
    if (launcher.has("repositories")) {
      for (JsonNode repository : launcher.get("repositories")) {
        repositories.add(
            new LauncherConfig.Repository(
                Optional.of(repository.get("name").textValue()),
                repository.get("workspace").textValue(),
                credential(repository.get("credential")),
                repository.get("systemSettings").textValue(),
                repository.get("externalContextConfig").textValue(),
                RepositoryAllowancesJson.read(repository),
                JsonValues.text(repository, "autoRecallConfig")));
      }
    } else {
      repositories.add(
          new LauncherConfig.Repository(
              Optional.empty(),
              launcher.get("workspace").textValue(),
              credential(launcher.get("credential")),
              files.get("systemSettings").textValue(),
              files.get("externalContextConfig").textValue(),
              RepositoryAllowancesJson.read(launcher),
              JsonValues.text(files, "autoRecallConfig")));
    }
    return new LauncherConfig(
        Platform.of(launcher.get("platform").textValue()),
        Profile.of(launcher.get("profile").textValue()),
        new LauncherConfig.Runtimes(
            runtimes.get("java").textValue(),
            JsonValues.text(runtimes, "env"),
            runtimes.get("node").textValue(),
            runtimes.get("qwenCli").textValue(),
            runtimes.get("qwenVersion").textValue()),
        new LauncherConfig.Files(
            files.get("systemDefaults").textValue(),
            files.get("mcpServerJar").textValue(),
            files.get("hookJar").textValue(),
            files.get("installManifest").textValue(),
            JsonValues.text(files, "caCertificates"),
            JsonValues.text(files, "trustStore")),
        JsonValues.strings(launcher.get("qwenExtraFlags")),
        launcher.get("qwenHome").textValue(),
        launcher.get("qwenRuntimeDir").textValue(),
        new LauncherConfig.Environment(
            JsonValues.strings(environment.get("allow")),
            JsonValues.strings(environment.get("path")),
            environment.has("proxy")
                ? Optional.of(proxy(environment.get("proxy")))
                : Optional.empty(),
            forced(environment.get("forced"))),
        launcher.has("install") ? Optional.of(install(launcher.get("install"))) : Optional.empty(),
        repositories,
        ApprovalModes.of(JsonValues.strings(launcher.get("approvalModes"))),
        ModelEndpointJson.read(launcher));
  }

  private static LauncherConfig.Credential credential(JsonNode credential) {
    return new LauncherConfig.Credential(
        credential.get("env").textValue(), JsonValues.text(credential, "file"));
  }

  /**
   * An {@code install} block of {@code launcher.json} or the same fields of an install manifest.
   */
  public static InstallFacts install(JsonNode install) {
    return new InstallFacts(
        install.get("generation").textValue(),
        install.get("kitVersion").textValue(),
        InstallScope.fromId(install.get("scope").textValue()).orElseThrow(),
        JsonValues.text(install, "user"));
  }

  /** A proxy block of a plan or {@code launcher.json}. */
  public static Proxy proxy(JsonNode proxy) {
    return new Proxy(
        JsonValues.text(proxy, "https"),
        JsonValues.text(proxy, "http"),
        proxy.has("noProxy") ? JsonValues.strings(proxy.get("noProxy")) : List.of());
  }

  private static Map<String, String> forced(JsonNode forced) {
    Map<String, String> values = new LinkedHashMap<>();
    forced.properties().forEach(field -> values.put(field.getKey(), field.getValue().textValue()));
    return values;
  }
}

package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ProviderTypes;
import java.util.List;

/**
 * Cross-checks of a valid {@code external-context.json} against {@code launcher.json}: a {@code
 * write} block exactly for the write profile, the profile's provider type, and the launcher's
 * credential variable as the provider's key variable.
 */
final class ExternalContextChecks {

  static final String PROVIDER_TYPE = "must be the provider type of launcher.json's /profile";
  static final String CREDENTIAL = "must be launcher.json's /credential/env";

  private ExternalContextChecks() {}

  /**
   * Cross-checks the external-context config {@code name} of the repository {@code pins} is for,
   * written at {@code at} in {@code launcher.json} ({@code ""} for the top-level one).
   */
  static List<Diagnostic> check(JsonNode config, LauncherConfig pins, String name, String at) {
    Problems problems = new Problems(name);
    problems.presence(
        "/write", config.has("write"), pins.profile().write(), ProfileReason.of(pins.profile()));
    JsonNode provider = config.path("provider");
    String type = provider.path("type").asText();
    if (!pins.profile().providerType().equals(type)) {
      problems.add("/provider/type", PROVIDER_TYPE);
    }
    String credential = ProviderTypes.MEM0.equals(type) ? "apiKeyEnv" : "tokenEnv";
    if (!pins.credential().env().equals(provider.path(credential).asText())) {
      problems.add(
          "/provider/" + credential,
          at.isEmpty() ? CREDENTIAL : "must be launcher.json's " + at + "/credential/env");
    }
    return problems.list();
  }
}

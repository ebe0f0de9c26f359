package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ProviderTypes;
import java.util.List;
import java.util.Optional;

/**
 * Cross-checks of a valid {@code external-context.json} against {@code launcher.json}: a {@code
 * write} block exactly for the write profile, the profile's provider type, and the launcher's
 * credential variable as the provider's key variable. A valid auto-recall config ({@code
 * external-context-recall.json}) gets the same provider checks, must name the launcher's workspace
 * as its repository root, and must search the very provider the MCP server searches.
 */
final class ExternalContextChecks {

  static final String PROVIDER_TYPE = "must be the provider type of launcher.json's /profile";
  static final String CREDENTIAL = "must be launcher.json's /credential/env";
  static final String SAME_PROVIDER =
      "must be the provider of the repository's " + KitFiles.EXTERNAL_CONTEXT;

  private ExternalContextChecks() {}

  /**
   * Cross-checks the external-context config {@code name} of {@code repository}, one of {@code
   * pins}'s repositories, written at {@code at} in {@code launcher.json} ({@code ""} for the
   * top-level one).
   */
  static List<Diagnostic> check(
      JsonNode config,
      LauncherConfig pins,
      LauncherConfig.Repository repository,
      String name,
      String at) {
    Problems problems = new Problems(name);
    problems.presence(
        "/write", config.has("write"), pins.profile().write(), ProfileReason.of(pins.profile()));
    provider(problems, config, pins, repository, at);
    return problems.list();
  }

  /**
   * Cross-checks the auto-recall config {@code name} of {@code repository}, one of {@code pins}'s
   * repositories, and, when it is valid, against that repository's version 1 config {@code search}.
   */
  static List<Diagnostic> checkRecall(
      JsonNode recall,
      Optional<JsonNode> search,
      LauncherConfig pins,
      LauncherConfig.Repository repository,
      String name,
      String at) {
    Problems problems = new Problems(name);
    if (!repository.workspace().equals(recall.at("/autoRecall/repositoryRoot").asText())) {
      problems.add("/autoRecall/repositoryRoot", "must be launcher.json's " + at + "/workspace");
    }
    provider(problems, recall, pins, repository, at);
    if (search.isPresent() && !search.get().path("provider").equals(recall.path("provider"))) {
      problems.add("/provider", SAME_PROVIDER);
    }
    return problems.list();
  }

  private static void provider(
      Problems problems,
      JsonNode config,
      LauncherConfig pins,
      LauncherConfig.Repository repository,
      String at) {
    JsonNode provider = config.path("provider");
    String type = provider.path("type").asText();
    if (!pins.profile().providerType().equals(type)) {
      problems.add("/provider/type", PROVIDER_TYPE);
    }
    String credential = ProviderTypes.MEM0.equals(type) ? "apiKeyEnv" : "tokenEnv";
    if (!repository.credential().env().equals(provider.path(credential).asText())) {
      problems.add(
          "/provider/" + credential,
          at.isEmpty() ? CREDENTIAL : "must be launcher.json's " + at + "/credential/env");
    }
  }
}

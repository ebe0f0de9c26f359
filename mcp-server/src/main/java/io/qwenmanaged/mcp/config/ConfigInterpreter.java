package io.qwenmanaged.mcp.config;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.ProviderTimeout;
import io.qwenmanaged.policy.model.ProviderTypes;
import io.qwenmanaged.policy.rules.AppIdRule;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import io.qwenmanaged.policy.rules.ExternalContextV1Shape;
import io.qwenmanaged.policy.rules.ProviderUrl;
import java.net.URI;

/**
 * Turns a parsed configuration document into a version 1 {@link ExternalContextConfig}, or the one
 * start-up error that describes it. When a document has several problems, the first rule that
 * applies, in this fixed order, decides:
 *
 * <ol>
 *   <li>{@code version} is the integer 2: a valid version 2 document → {@link
 *       StartupError#CONFIG_NOT_VERSION_1}, an invalid one → {@link StartupError#CONFIG_INVALID}
 *       (the admin tools say why; the server only needs to refuse it).
 *   <li>a {@code write} key next to a provider {@code type} that is a string other than Mem0 →
 *       {@link StartupError#WRITE_REQUIRES_MEM0}, whatever the {@code write} value.
 *   <li>a string {@code provider.baseUrl} that breaks the URL rules → its URL message (invalid,
 *       then credentials/path/query/fragment, then insecure).
 *   <li>anything else the version 1 schema or the {@code appId} rule refuses → {@link
 *       StartupError#CONFIG_INVALID}.
 * </ol>
 *
 * The credential is resolved only after all of these pass.
 */
final class ConfigInterpreter {

  /** Mem0's origin when {@code baseUrl} is absent. */
  static final URI DEFAULT_MEM0_URL = URI.create("https://api.mem0.ai");

  private ConfigInterpreter() {}

  static LoadStep<ExternalContextConfig> interpret(JsonNode document) {
    if (ExternalContextRules.isVersion2(document)) {
      boolean valid = ExternalContextRules.check(document, "external-context config").isEmpty();
      return LoadStep.refused(
          valid ? StartupError.CONFIG_NOT_VERSION_1 : StartupError.CONFIG_INVALID);
    }
    if (ExternalContextRules.writeRequiresMem0(document)) {
      return LoadStep.refused(StartupError.WRITE_REQUIRES_MEM0);
    }
    JsonNode provider = document.path("provider");
    JsonNode baseUrlText = provider.path("baseUrl");
    URI baseUrl = null;
    if (baseUrlText.isTextual()) {
      ProviderUrl url = ProviderUrl.check(baseUrlText.textValue());
      if (url instanceof ProviderUrl.Refused) {
        return LoadStep.refused(urlError((ProviderUrl.Refused) url));
      }
      baseUrl = ((ProviderUrl.Origin) url).uri();
    }
    if (!ExternalContextV1Shape.isValid(document)) {
      return LoadStep.refused(StartupError.CONFIG_INVALID);
    }
    JsonNode timeout = document.get("timeoutMs");
    int timeoutMs = timeout == null ? ProviderTimeout.DEFAULT_MS : timeout.intValue();
    boolean writeEnabled = document.has("write");
    String type = provider.get("type").textValue();
    if (!ProviderTypes.MEM0.equals(type)) {
      String tokenEnv = provider.get("tokenEnv").textValue();
      return LoadStep.ok(
          new ExternalContextConfig(
              timeoutMs, false, new ProviderConfig.GenericHttp(baseUrl, tokenEnv)));
    }
    String appId = provider.get("appId").textValue();
    if (AppIdRule.problem(appId).isPresent()) {
      return LoadStep.refused(StartupError.CONFIG_INVALID);
    }
    ProviderConfig mem0 =
        new ProviderConfig.Mem0(
            baseUrl == null ? DEFAULT_MEM0_URL : baseUrl,
            provider.get("apiKeyEnv").textValue(),
            AppIdRule.trimmed(appId));
    return LoadStep.ok(new ExternalContextConfig(timeoutMs, writeEnabled, mem0));
  }

  private static StartupError urlError(ProviderUrl.Refused refused) {
    switch (refused.problem()) {
      case INVALID:
        return StartupError.PROVIDER_URL_INVALID;
      case NOT_ORIGIN:
        return StartupError.PROVIDER_URL_HAS_EXTRAS;
      case INSECURE:
        return StartupError.PROVIDER_URL_INSECURE;
      default:
        return StartupError.UNEXPECTED;
    }
  }
}

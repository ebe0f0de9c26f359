package io.qwenmanaged.launcher.policy;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.json.JsonValues;
import io.qwenmanaged.policy.model.ProviderTypes;
import java.util.Optional;

/**
 * The provider the MCP server talks to, as {@code policy} shows it: no credential, only where it
 * comes from (shown elsewhere).
 *
 * @param type {@code mem0-platform-v3} or {@code generic-http-search-v1}
 * @param appId the Mem0 {@code app_id}, for Mem0
 * @param baseUrl the origin requests go to (Mem0's default when the file names none)
 * @param writes whether {@code context_remember} is enabled
 */
record Provider(String type, Optional<String> appId, String baseUrl, boolean writes) {

  /** Mem0's own origin, used when {@code external-context.json} names no {@code baseUrl}. */
  static final String MEM0_DEFAULT_URL = "https://api.mem0.ai";

  /** The provider block of a valid {@code external-context.json}. */
  static Provider of(JsonNode provider, boolean writes) {
    String type = provider.get("type").textValue();
    Optional<String> appId =
        ProviderTypes.MEM0.equals(type)
            ? Optional.of(provider.get("appId").textValue().strip())
            : Optional.empty();
    String baseUrl = JsonValues.text(provider, "baseUrl").orElse(MEM0_DEFAULT_URL);
    return new Provider(type, appId, baseUrl, writes);
  }
}

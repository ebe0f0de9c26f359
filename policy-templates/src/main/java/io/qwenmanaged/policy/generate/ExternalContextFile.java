package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.ProviderTypes;

/**
 * {@code external-context.json}: version 1 (the MCP server's only version); {@code write} only for
 * {@code mem0-write}.
 */
final class ExternalContextFile {

  private ExternalContextFile() {}

  static ObjectNode render(Plan plan, Plan.Repository repository) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("version", 1);
    root.put("timeoutMs", plan.timeoutMs());
    if (plan.profile().write()) {
      root.putObject("write").put("enabled", true);
    }
    Plan.Provider provider = repository.provider();
    ObjectNode out = root.putObject("provider").put("type", provider.type());
    if (ProviderTypes.MEM0.equals(provider.type())) {
      out.put("apiKeyEnv", provider.credentialEnv());
      provider.appId().ifPresent(appId -> out.put("appId", appId));
      provider.baseUrl().ifPresent(url -> out.put("baseUrl", url));
    } else {
      provider.baseUrl().ifPresent(url -> out.put("baseUrl", url));
      out.put("tokenEnv", provider.credentialEnv());
    }
    return root;
  }
}

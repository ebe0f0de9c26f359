package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.AutoRecall;
import io.qwenmanaged.policy.model.ProviderTypes;

/**
 * {@code external-context.json}: version 1 (the MCP server's only version); {@code write} only for
 * {@code mem0-write}. For a repository with auto-recall also {@code external-context-recall.json}:
 * version 2, the same timeout and provider, the repository's root and the search timeout of its
 * auto-recall, never {@code write}.
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
    root.set("provider", provider(repository.provider()));
    return root;
  }

  static ObjectNode renderRecall(Plan plan, Plan.Repository repository, AutoRecall recall) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("version", 2);
    root.put("timeoutMs", plan.timeoutMs());
    root.putObject("autoRecall")
        .put("repositoryRoot", repository.path())
        .put("timeoutMs", recall.timeoutMs());
    root.set("provider", provider(repository.provider()));
    return root;
  }

  private static ObjectNode provider(Plan.Provider provider) {
    ObjectNode out = JsonNodeFactory.instance.objectNode().put("type", provider.type());
    if (ProviderTypes.MEM0.equals(provider.type())) {
      out.put("apiKeyEnv", provider.credentialEnv());
      provider.appId().ifPresent(appId -> out.put("appId", appId));
      provider.baseUrl().ifPresent(url -> out.put("baseUrl", url));
    } else {
      provider.baseUrl().ifPresent(url -> out.put("baseUrl", url));
      out.put("tokenEnv", provider.credentialEnv());
    }
    return out;
  }
}

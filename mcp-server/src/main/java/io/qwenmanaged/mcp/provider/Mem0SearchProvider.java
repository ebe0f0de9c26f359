package io.qwenmanaged.mcp.provider;

import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.provider.http.AuthorizationHeader;
import io.qwenmanaged.mcp.provider.http.ProviderTransport;
import io.qwenmanaged.policy.Secret;

/**
 * Mem0 Platform v3 search: {@code POST {baseUrl}/v3/memories/search/} scoped to the configured
 * {@code app_id}, answered by {@code {"results":[{"id","memory",...}]}}.
 */
public final class Mem0SearchProvider implements SearchProvider {

  private static final SearchResponseParser PARSER = new SearchResponseParser("results", "memory");

  private final ProviderEndpoint endpoint;
  private final String appId;

  public Mem0SearchProvider(ProviderTransport http, ProviderConfig.Mem0 config, Secret credential) {
    this.endpoint =
        new ProviderEndpoint(
            http, config.baseUrl(), "/v3/memories/search/", AuthorizationHeader.token(credential));
    this.appId = config.appId();
  }

  @Override
  public SearchResult search(String query) {
    return RequestBodies.mem0Search(query, appId)
        .map(body -> endpoint.post(body, PARSER::fromOutcome))
        .orElseGet(SearchResult.Failed::new);
  }

  @Override
  public String toString() {
    return "Mem0SearchProvider[" + Secret.REDACTED + "]";
  }
}

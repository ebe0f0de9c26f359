package io.qwenmanaged.mcp.provider;

import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.provider.http.AuthorizationHeader;
import io.qwenmanaged.mcp.provider.http.ProviderTransport;
import io.qwenmanaged.policy.Secret;

/**
 * Generic HTTP search v1: {@code POST {baseUrl}/v1/context/search} with a bearer token, answered by
 * {@code {"items":[{"id","content",...}]}}.
 */
public final class GenericSearchProvider implements SearchProvider {

  private static final SearchResponseParser PARSER = new SearchResponseParser("items", "content");

  private final ProviderEndpoint endpoint;

  public GenericSearchProvider(
      ProviderTransport http, ProviderConfig.GenericHttp config, Secret credential) {
    this.endpoint =
        new ProviderEndpoint(
            http, config.baseUrl(), "/v1/context/search", AuthorizationHeader.bearer(credential));
  }

  @Override
  public SearchResult search(String query) {
    return RequestBodies.genericSearch(query)
        .map(body -> endpoint.post(body, PARSER::fromOutcome))
        .orElseGet(SearchResult.Failed::new);
  }

  @Override
  public String toString() {
    return "GenericSearchProvider[" + Secret.REDACTED + "]";
  }
}

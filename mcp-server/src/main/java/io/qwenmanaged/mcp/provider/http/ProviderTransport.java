package io.qwenmanaged.mcp.provider.http;

import java.net.URI;

/**
 * One provider exchange under the {@link ExchangeRules}: a single JSON {@code POST}, blocking, that
 * reports what happened as an {@link HttpOutcome} and never throws. Two implementations obey the
 * same rules, each fitted to its process: {@link ProviderHttpClient} (the JDK client, shared by the
 * MCP server's calls for a whole session) and {@link UrlConnectionTransport} (one plain connection
 * per request, for the auto-recall hook's single search, which must start fast).
 */
public interface ProviderTransport {

  /** Sends {@code body} as JSON to {@code uri} with the provider headers. */
  HttpOutcome postJson(URI uri, AuthorizationHeader authorization, byte[] body);
}

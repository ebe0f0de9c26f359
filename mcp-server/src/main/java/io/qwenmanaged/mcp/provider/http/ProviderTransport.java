package io.qwenmanaged.mcp.provider.http;

import java.net.URI;
import java.util.function.Function;

/**
 * One provider exchange under the {@link ExchangeRules}: a single JSON {@code POST}, blocking, that
 * reports what happened as an {@link HttpOutcome} and never throws. Two implementations obey the
 * same rules, each fitted to its process: {@link ProviderHttpClient} (the JDK client, shared by the
 * MCP server's calls for a whole session) and {@link UrlConnectionTransport} (a plain {@code
 * HttpURLConnection} per request, for the auto-recall hook's single search, which must start fast).
 */
public interface ProviderTransport {

  /** Sends {@code body} as JSON to {@code uri} with the provider headers. */
  HttpOutcome postJson(URI uri, AuthorizationHeader authorization, byte[] body);

  /**
   * Sends like {@link #postJson(URI, AuthorizationHeader, byte[])} and returns what {@code reader}
   * makes of the outcome. A transport that serves several calls at once may let them take turns for
   * large bodies, from the read of one to the end of its {@code reader}.
   */
  default <T> T postJson(
      URI uri, AuthorizationHeader authorization, byte[] body, Function<HttpOutcome, T> reader) {
    return reader.apply(postJson(uri, authorization, body));
  }
}

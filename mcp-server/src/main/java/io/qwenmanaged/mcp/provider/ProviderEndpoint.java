package io.qwenmanaged.mcp.provider;

import io.qwenmanaged.mcp.provider.http.AuthorizationHeader;
import io.qwenmanaged.mcp.provider.http.HttpOutcome;
import io.qwenmanaged.mcp.provider.http.ProviderTransport;
import io.qwenmanaged.policy.Secret;
import java.net.URI;
import java.util.function.Function;

/** One provider operation: its URL, the client and the credential header used to reach it. */
final class ProviderEndpoint {

  private final ProviderTransport http;
  private final URI uri;
  private final AuthorizationHeader authorization;

  ProviderEndpoint(
      ProviderTransport http, URI baseUrl, String path, AuthorizationHeader authorization) {
    this.http = http;
    this.uri = resolve(baseUrl, path);
    this.authorization = authorization;
  }

  /** {@code baseUrl} is an origin; a trailing slash, if any, is not doubled. */
  private static URI resolve(URI baseUrl, String path) {
    String origin = baseUrl.toString();
    while (origin.endsWith("/")) {
      origin = origin.substring(0, origin.length() - 1);
    }
    return URI.create(origin + path);
  }

  /** Exactly one request; what {@code reader} makes of the outcome the HTTP layer reports. */
  <T> T post(byte[] body, Function<HttpOutcome, T> reader) {
    return http.postJson(uri, authorization, body, reader);
  }

  @Override
  public String toString() {
    return "ProviderEndpoint[" + Secret.REDACTED + "]";
  }
}

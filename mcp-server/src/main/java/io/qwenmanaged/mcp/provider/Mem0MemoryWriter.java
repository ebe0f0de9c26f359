package io.qwenmanaged.mcp.provider;

import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.provider.http.AuthorizationHeader;
import io.qwenmanaged.mcp.provider.http.HttpOutcome;
import io.qwenmanaged.mcp.provider.http.ProviderTransport;
import io.qwenmanaged.policy.Secret;

/**
 * Mem0 Platform v3 direct import: one {@code POST {baseUrl}/v3/memories/add/} with {@code
 * infer:false} per call, mapped by the outcome table (docs/mcp-server.md). Any transport failure is
 * {@link RememberResult.Unknown}: the provider may have stored the memory. Only a request that was
 * never sent (its body or header could not be built) is {@link RememberResult.Failed}.
 */
public final class Mem0MemoryWriter implements MemoryWriter {

  private final ProviderEndpoint endpoint;
  private final String appId;

  public Mem0MemoryWriter(ProviderTransport http, ProviderConfig.Mem0 config, Secret credential) {
    this.endpoint =
        new ProviderEndpoint(
            http, config.baseUrl(), "/v3/memories/add/", AuthorizationHeader.token(credential));
    this.appId = config.appId();
  }

  @Override
  public RememberResult remember(String content) {
    return RequestBodies.mem0Add(content, appId)
        .map(body -> endpoint.post(body, Mem0MemoryWriter::fromOutcome))
        .orElseGet(RememberResult.Failed::new);
  }

  private static RememberResult fromOutcome(HttpOutcome outcome) {
    if (outcome instanceof HttpOutcome.Response) {
      HttpOutcome.Response response = (HttpOutcome.Response) outcome;
      return Mem0AddResponse.map(response.status(), response.body());
    }
    HttpOutcome.Kind kind = ((HttpOutcome.Failure) outcome).kind();
    return kind == HttpOutcome.Kind.NOT_SENT
        ? new RememberResult.Failed()
        : new RememberResult.Unknown();
  }

  @Override
  public String toString() {
    return "Mem0MemoryWriter[" + Secret.REDACTED + "]";
  }
}

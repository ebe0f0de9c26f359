package io.qwenmanaged.mcp.provider.http;

import java.net.ProxySelector;
import org.junit.jupiter.api.Tag;

/** The exchange rules on the MCP server's transport, the JDK client. */
@Tag("unit")
class ProviderHttpClientTest extends ProviderTransportContract {

  @Override
  ProviderTransport transport(ProxySelector proxySelector, int timeoutMs) {
    return new ProviderHttpClient(proxySelector, timeoutMs);
  }
}

package io.qwenmanaged.mcp.provider.http;

import java.net.ProxySelector;
import org.junit.jupiter.api.Tag;

/** The exchange rules on the auto-recall hook's transport, one plain connection per request. */
@Tag("unit")
class UrlConnectionTransportTest extends ProviderTransportContract {

  @Override
  ProviderTransport transport(ProxySelector proxySelector, int timeoutMs) {
    return new UrlConnectionTransport(proxySelector, timeoutMs);
  }
}

package io.qwenmanaged.mcp.provider;

import io.qwenmanaged.mcp.config.ExternalContextConfig;
import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.config.StartupError;
import io.qwenmanaged.mcp.provider.http.ProviderHttpClient;
import io.qwenmanaged.mcp.provider.http.ProviderTransport;
import io.qwenmanaged.mcp.provider.http.UrlConnectionTransport;
import io.qwenmanaged.mcp.provider.proxy.ProxySettings;
import io.qwenmanaged.policy.Secret;
import java.net.ProxySelector;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the providers for a loaded configuration: one HTTP transport for the whole process, the
 * search provider, and the Mem0 writer only when the configuration enables writes. Sends nothing.
 */
public final class ProviderFactory {

  /** Which HTTP transport the providers use; both obey the same exchange rules. */
  public enum Transport {
    /** The JDK client, shared by every call of a long-lived MCP server session. */
    SESSION_CLIENT,
    /**
     * A plain {@code HttpURLConnection} per request, for a process that makes one request and ends.
     */
    CONNECTION_PER_REQUEST
  }

  private ProviderFactory() {}

  /** The MCP server's providers, on the {@link Transport#SESSION_CLIENT}. */
  public static ProviderSetup create(
      ExternalContextConfig config, Secret credential, Map<String, String> env) {
    return create(config, credential, env, Transport.SESSION_CLIENT);
  }

  /**
   * @param env the process environment, read only for the proxy variables ({@code HTTPS_PROXY},
   *     {@code HTTP_PROXY}, {@code NO_PROXY}, upper or lower case)
   */
  public static ProviderSetup create(
      ExternalContextConfig config,
      Secret credential,
      Map<String, String> env,
      Transport transport) {
    ProxySettings proxy = ProxySettings.fromEnvironment(env);
    if (!(proxy instanceof ProxySettings.Valid)) {
      return new ProviderSetup.Refused(StartupError.PROXY_INVALID);
    }
    if (!fitsInHeader(credential.reveal())) {
      return new ProviderSetup.Refused(StartupError.CREDENTIAL_UNAVAILABLE);
    }
    ProxySelector selector = ((ProxySettings.Valid) proxy).selector();
    ProviderTransport http =
        transport == Transport.SESSION_CLIENT
            ? new ProviderHttpClient(selector, config.timeoutMs())
            : new UrlConnectionTransport(selector, config.timeoutMs());
    ProviderConfig provider = config.provider();
    if (provider instanceof ProviderConfig.Mem0) {
      ProviderConfig.Mem0 mem0 = (ProviderConfig.Mem0) provider;
      Optional<MemoryWriter> writer =
          config.writeEnabled()
              ? Optional.of(new Mem0MemoryWriter(http, mem0, credential))
              : Optional.empty();
      return new ProviderSetup.Ready(new Mem0SearchProvider(http, mem0, credential), writer);
    }
    if (config.writeEnabled()) {
      return new ProviderSetup.Refused(StartupError.WRITE_REQUIRES_MEM0);
    }
    ProviderConfig.GenericHttp generic = (ProviderConfig.GenericHttp) provider;
    return new ProviderSetup.Ready(
        new GenericSearchProvider(http, generic, credential), Optional.empty());
  }

  /**
   * A credential goes into one header line, so only visible ASCII is usable; anything else (a
   * pasted newline, a non-ASCII character) could never authenticate and is refused at start-up.
   */
  private static boolean fitsInHeader(String secret) {
    return secret.chars().allMatch(c -> c > 0x20 && c < 0x7F);
  }
}

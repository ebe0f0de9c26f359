package io.qwenmanaged.mcp.provider;

import io.qwenmanaged.mcp.config.Credential;
import io.qwenmanaged.mcp.config.ExternalContextConfig;
import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.config.StartupError;
import io.qwenmanaged.mcp.provider.http.ProviderHttpClient;
import io.qwenmanaged.mcp.provider.proxy.ProxySettings;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the providers for a loaded configuration: one HTTP client for the whole server, the search
 * provider, and the Mem0 writer only when the configuration enables writes. Sends nothing.
 */
public final class ProviderFactory {

  private ProviderFactory() {}

  /**
   * @param env the process environment, read only for the proxy variables ({@code HTTPS_PROXY},
   *     {@code HTTP_PROXY}, {@code NO_PROXY}, upper or lower case)
   */
  public static ProviderSetup create(
      ExternalContextConfig config, Credential credential, Map<String, String> env) {
    ProxySettings proxy = ProxySettings.fromEnvironment(env);
    if (!(proxy instanceof ProxySettings.Valid)) {
      return new ProviderSetup.Refused(StartupError.PROXY_INVALID);
    }
    if (!fitsInHeader(credential.reveal())) {
      return new ProviderSetup.Refused(StartupError.CREDENTIAL_UNAVAILABLE);
    }
    ProviderHttpClient http =
        new ProviderHttpClient(((ProxySettings.Valid) proxy).selector(), config.timeoutMs());
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

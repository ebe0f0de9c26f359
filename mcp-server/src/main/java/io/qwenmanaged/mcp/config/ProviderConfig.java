package io.qwenmanaged.mcp.config;

import io.qwenmanaged.policy.Secret;
import java.net.URI;

/** The configured provider; the credential is resolved separately and never stored here. */
public sealed interface ProviderConfig permits ProviderConfig.Mem0, ProviderConfig.GenericHttp {

  /** The provider's origin, e.g. {@code https://api.mem0.ai} (no path, no trailing slash). */
  URI baseUrl();

  /** The name of the environment variable holding the credential. */
  String credentialEnv();

  /**
   * Mem0 Platform v3: search and (when enabled) write. {@code appId} is already trimmed. {@link
   * #toString()} does not name the credential variable.
   */
  record Mem0(URI baseUrl, String credentialEnv, String appId) implements ProviderConfig {
    @Override
    public String toString() {
      return "Mem0[baseUrl="
          + baseUrl
          + ", credentialEnv="
          + Secret.REDACTED
          + ", appId="
          + appId
          + "]";
    }
  }

  /** Generic HTTP search v1: search only. {@link #toString()} does not name the variable. */
  record GenericHttp(URI baseUrl, String credentialEnv) implements ProviderConfig {
    @Override
    public String toString() {
      return "GenericHttp[baseUrl=" + baseUrl + ", credentialEnv=" + Secret.REDACTED + "]";
    }
  }
}

package io.qwenmanaged.mcp.config;

/**
 * The stable start-up failures of the MCP server. Each prints as exactly one stderr line {@code
 * [external-context] <message>}; none ever carries a path, key or value.
 */
public enum StartupError {
  CONFIG_PATH_NOT_ABSOLUTE("QWEN_EXTERNAL_CONTEXT_CONFIG must name an absolute file path."),
  CONFIG_NOT_A_VALID_FILE("External context config is not a valid file."),
  CONFIG_UNREADABLE("External context config could not be read."),
  CONFIG_NOT_JSON("External context config is not valid JSON."),
  CONFIG_INVALID("External context config is invalid."),
  CONFIG_NOT_VERSION_1("External context MCP server requires a version 1 configuration."),
  WRITE_REQUIRES_MEM0("External context memory writes require a Mem0 provider."),
  CREDENTIAL_UNAVAILABLE("Configured external context credential is unavailable."),
  PROVIDER_URL_INVALID("Provider URL is invalid."),
  PROVIDER_URL_HAS_EXTRAS("Provider URL must not contain credentials, path, query, or fragment."),
  PROVIDER_URL_INSECURE("Provider URL must use HTTPS or loopback HTTP."),
  PROXY_INVALID(
      "Proxy environment configuration is invalid. Check HTTP_PROXY, HTTPS_PROXY, and NO_PROXY."),
  UNEXPECTED("External context startup failed.");

  private final String message;

  StartupError(String message) {
    this.message = message;
  }

  public String message() {
    return message;
  }

  /** The one stderr line. */
  public String line() {
    return "[external-context] " + message;
  }
}

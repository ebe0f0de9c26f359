package io.qwenmanaged.mcp.config;

import io.qwenmanaged.policy.Secret;

/** The outcome of loading the external-context configuration at start-up. */
public sealed interface ConfigResult permits ConfigResult.Ready, ConfigResult.Refused {

  /** A valid version 1 configuration with its resolved credential. */
  record Ready(ExternalContextConfig config, Secret credential) implements ConfigResult {}

  /** The server must not start; print {@code error.line()} and exit 1. */
  record Refused(StartupError error) implements ConfigResult {}
}

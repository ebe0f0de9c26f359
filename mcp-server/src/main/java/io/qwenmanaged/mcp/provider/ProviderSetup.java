package io.qwenmanaged.mcp.provider;

import io.qwenmanaged.mcp.config.StartupError;
import java.util.Optional;

/** The outcome of building the providers for a loaded configuration. */
public sealed interface ProviderSetup permits ProviderSetup.Ready, ProviderSetup.Refused {

  /** The search provider, and the memory writer when writes are enabled (Mem0 only). */
  record Ready(SearchProvider search, Optional<MemoryWriter> writer) implements ProviderSetup {}

  /** The server must not start (e.g. invalid proxy environment). */
  record Refused(StartupError error) implements ProviderSetup {}
}

package io.qwenmanaged.mcp.config;

import io.qwenmanaged.policy.model.ProviderTimeout;

/**
 * A validated version 1 external-context configuration.
 *
 * @param timeoutMs per-request provider timeout, 1–{@value ProviderTimeout#MAX_MS}
 * @param writeEnabled whether the strict {@code "write": {"enabled": true}} block is present (only
 *     ever true with a Mem0 provider)
 * @param provider the provider and where its credential comes from
 */
public record ExternalContextConfig(int timeoutMs, boolean writeEnabled, ProviderConfig provider) {}

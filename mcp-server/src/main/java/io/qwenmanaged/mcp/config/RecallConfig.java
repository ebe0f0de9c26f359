package io.qwenmanaged.mcp.config;

import java.nio.file.Path;

/**
 * A validated version 2 (auto-recall) configuration.
 *
 * @param repositoryRoot the repository's root, with symbolic links resolved
 * @param search the provider to search, its request timeout being the auto-recall search timeout;
 *     never with writes
 */
public record RecallConfig(Path repositoryRoot, ExternalContextConfig search) {}

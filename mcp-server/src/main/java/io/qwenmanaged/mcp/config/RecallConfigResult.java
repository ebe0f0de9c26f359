package io.qwenmanaged.mcp.config;

import io.qwenmanaged.policy.Secret;

/** The outcome of loading the auto-recall configuration: ready, or nothing to do. */
public sealed interface RecallConfigResult
    permits RecallConfigResult.Ready, RecallConfigResult.Unusable {

  /** A valid version 2 configuration with its resolved credential. */
  record Ready(RecallConfig config, Secret credential) implements RecallConfigResult {}

  /**
   * No usable configuration or credential: the hook adds nothing. Carries no reason, since the hook
   * reports none.
   */
  record Unusable() implements RecallConfigResult {}
}

package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.model.ManagedServer;
import java.time.Duration;

/**
 * How long {@code doctor} waits for each process of the chain before it stops it and reports the
 * link as broken.
 *
 * @param mcpServer the MCP server: start, {@code initialize} and {@code tools/list}
 * @param hook the confirmation hook's answer
 * @param qwenVersion the pinned Qwen's {@code --version}
 */
public record DoctorLimits(Duration mcpServer, Duration hook, Duration qwenVersion) {

  /**
   * The limits of a real run: the hook gets exactly the time Qwen gives it (Qwen lets a write
   * through when its hook times out); the two others get a generous 30 seconds.
   */
  public static final DoctorLimits DEFAULT =
      new DoctorLimits(
          Duration.ofSeconds(30),
          Duration.ofSeconds(ManagedServer.HOOK_TIMEOUT_SECONDS),
          Duration.ofSeconds(30));

  public DoctorLimits {
    if (mcpServer.isNegative() || mcpServer.isZero()) {
      throw new IllegalArgumentException("the MCP server's limit must be positive");
    }
    if (hook.isNegative() || hook.isZero()) {
      throw new IllegalArgumentException("the hook's limit must be positive");
    }
    if (qwenVersion.isNegative() || qwenVersion.isZero()) {
      throw new IllegalArgumentException("the Qwen version's limit must be positive");
    }
  }
}

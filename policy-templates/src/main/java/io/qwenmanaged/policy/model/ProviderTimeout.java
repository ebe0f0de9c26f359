package io.qwenmanaged.policy.model;

/**
 * How long the MCP server waits for one provider request, in milliseconds: the one place these
 * numbers are written in code. A plan's and {@code external-context.json}'s {@code timeoutMs} take
 * the default when absent and may not exceed the maximum. The schemas repeat both numbers (a schema
 * cannot read a constant); a test holds them equal. The auto-recall search has its own, shorter
 * limits in {@link AutoRecall}.
 */
public final class ProviderTimeout {

  /** The timeout when a plan or {@code external-context.json} names none. */
  public static final int DEFAULT_MS = 5000;

  /** The longest timeout a plan or {@code external-context.json} may set. */
  public static final int MAX_MS = 30_000;

  private ProviderTimeout() {}
}

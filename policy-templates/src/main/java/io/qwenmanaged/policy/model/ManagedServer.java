package io.qwenmanaged.policy.model;

/**
 * The names under which Qwen Code knows the kit's MCP server, its tools and its confirmation hook
 * (SPEC §6), shared by the generator and the verifier.
 */
public final class ManagedServer {

  /** The key under {@code mcpServers}. */
  public static final String NAME = "external-context";

  /** The environment variable that tells the MCP server where its configuration is (SPEC §2). */
  public static final String CONFIG_ENV = "QWEN_EXTERNAL_CONTEXT_CONFIG";

  /** Qwen's qualified name of {@code context_search}, for {@code permissions.allow}. */
  public static final String SEARCH = "mcp__external-context__context_search";

  /** Qwen's qualified name of {@code context_remember}: the ask rule and the hook's matcher. */
  public static final String REMEMBER = "mcp__external-context__context_remember";

  /** The confirmation hook's {@code name}. */
  public static final String HOOK_NAME = "external-context-memory-write-confirmation";

  /** The confirmation hook's {@code statusMessage}. */
  public static final String HOOK_STATUS = "Confirming external memory write";

  /** The confirmation hook's {@code timeout}, in seconds. */
  public static final int HOOK_TIMEOUT_SECONDS = 8;

  private ManagedServer() {}
}

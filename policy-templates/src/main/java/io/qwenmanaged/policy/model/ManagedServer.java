package io.qwenmanaged.policy.model;

/**
 * The names under which Qwen Code knows the kit's MCP server, its tools and its two hooks (the
 * confirmation hook and the auto-recall hook): the one copy the generator, the verifier and the MCP
 * server use. The hook jar carries its own copy of {@link #REMEMBER} (it depends on nothing); a
 * black-box test runs it with this name.
 */
public final class ManagedServer {

  /** The key under {@code mcpServers}, and the server's name in its {@code initialize} answer. */
  public static final String NAME = "external-context";

  /**
   * The MCP protocol revision the kit's own clients ask for in {@code initialize}: the doctor and
   * the installer's archive training. The server speaks it among others; a test holds it in the
   * server's list.
   */
  public static final String PROTOCOL_VERSION = "2025-06-18";

  /** The environment variable that tells the MCP server where its configuration is. */
  public static final String CONFIG_ENV = "QWEN_EXTERNAL_CONTEXT_CONFIG";

  /**
   * The environment variable that carries the path of the session's credential file: the launcher
   * writes the key into a file only the developer can read and puts this path, never the key, into
   * Qwen's environment; the MCP server and the auto-recall hook read the key from that file.
   */
  public static final String CREDENTIAL_FILE_ENV = "QWEN_MANAGED_CREDENTIAL_FILE";

  /** The search tool, always offered. */
  public static final String SEARCH_TOOL = "context_search";

  /** The write tool, offered by the {@code mem0-write} profile only. */
  public static final String REMEMBER_TOOL = "context_remember";

  /** Qwen's qualified name of {@link #SEARCH_TOOL}, for {@code permissions.allow}. */
  public static final String SEARCH = qualified(SEARCH_TOOL);

  /** Qwen's qualified name of {@link #REMEMBER_TOOL}: the ask rule and the hook's matcher. */
  public static final String REMEMBER = qualified(REMEMBER_TOOL);

  /** The confirmation hook's {@code name}. */
  public static final String HOOK_NAME = "external-context-memory-write-confirmation";

  /** The confirmation hook's {@code statusMessage}. */
  public static final String HOOK_STATUS = "Confirming external memory write";

  /** The confirmation hook's {@code timeout}, in seconds. */
  public static final int HOOK_TIMEOUT_SECONDS = 8;

  /** The Qwen event the auto-recall hook runs at: each prompt the developer submits. */
  public static final String RECALL_EVENT = "UserPromptSubmit";

  /** The auto-recall hook's {@code matcher}: every prompt. */
  public static final String RECALL_MATCHER = "*";

  /** The auto-recall hook's {@code name}. */
  public static final String RECALL_HOOK_NAME = "external-context-auto-recall";

  /** The auto-recall hook's {@code statusMessage}. */
  public static final String RECALL_HOOK_STATUS = "Retrieving external context";

  /** The auto-recall hook's {@code timeout}, in seconds. */
  public static final int RECALL_HOOK_TIMEOUT_SECONDS = 8;

  /** The argument that makes {@code mcp-server.jar} run as the auto-recall hook. */
  public static final String RECALL_ARGUMENT = "auto-recall";

  private ManagedServer() {}

  /** Qwen Code's name for a tool of this server: {@code mcp__<server>__<tool>}. */
  private static String qualified(String tool) {
    return "mcp__" + NAME + "__" + tool;
  }
}

package io.qwenmanaged.policy.flags;

/** The families of Qwen Code arguments the kit refuses (SPEC §5.1), each with its reason. */
public enum FlagFamily {
  HEADLESS("runs Qwen headless, outside the interactive confirmation dialogs"),
  ACP("starts the Agent Client Protocol mode, where confirmations are not rendered"),
  DAEMON("starts a daemon or channel instead of an interactive session"),
  RESUME("resumes or forks an earlier session"),
  YOLO("changes the approval mode"),
  SUPPRESSION("suppresses or replaces the managed hooks, MCP servers, tools or extensions");

  private final String reason;

  FlagFamily(String reason) {
    this.reason = reason;
  }

  /** Why arguments of this family are refused, as one lower-case clause. */
  public String reason() {
    return reason;
  }
}

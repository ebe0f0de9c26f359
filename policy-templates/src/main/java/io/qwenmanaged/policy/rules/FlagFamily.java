package io.qwenmanaged.policy.rules;

/**
 * The families of Qwen Code arguments the kit refuses, each with its reason: the six the launcher
 * refuses, plus two that would weaken the policy as an admin's extra flag (telemetry, chat
 * recording, API logging, TLS and credential handling; a wider or moved workspace).
 */
public enum FlagFamily {
  HEADLESS("runs Qwen headless, outside the interactive confirmation dialogs"),
  ACP("starts the Agent Client Protocol mode, where confirmations are not rendered"),
  DAEMON("starts a daemon or channel instead of an interactive session"),
  RESUME("resumes or forks an earlier session"),
  YOLO("changes the approval mode"),
  SUPPRESSION("suppresses or replaces the managed hooks, MCP servers, tools or extensions"),
  EXPOSURE("records, logs or sends session content, or weakens TLS or credential handling"),
  WORKSPACE("widens or moves the pinned workspace");

  private final String reason;

  FlagFamily(String reason) {
    this.reason = reason;
  }

  /** Why arguments of this family are refused, as one lower-case clause. */
  public String reason() {
    return reason;
  }
}

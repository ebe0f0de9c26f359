package io.qwenmanaged.policy.qwencli;

/**
 * The families of Qwen Code options and subcommands the kit refuses, each with a short label and
 * its reason. The declaration order is also the order of severity: a short-option cluster that
 * mixes families ({@code -dy}) is named after its most severe one.
 */
public enum FlagFamily {
  HEADLESS("headless", "runs Qwen headless, outside the interactive confirmation dialogs"),
  ACP("ACP", "starts the Agent Client Protocol mode, where confirmations are not rendered"),
  DAEMON("daemon", "starts a daemon or channel instead of an interactive session"),
  RESUME("resume", "resumes or forks an earlier session"),
  YOLO("YOLO", "changes the approval mode"),
  SUPPRESSION(
      "hook or MCP suppression",
      "suppresses or replaces the managed hooks, MCP servers, tools or extensions"),
  EXPOSURE(
      "exposure",
      "records, logs or sends session content elsewhere, or changes TLS, credential or"
          + " authentication handling"),
  WORKSPACE("workspace", "widens or moves the pinned workspace"),
  REPOSITORY_PROGRAMS(
      "repository programs",
      "starts programs that the repository's own files name, without a confirmation"),
  INSTALLATION(
      "installation",
      "runs Qwen Code from a container image or another installation instead of the pinned one"),
  MANAGEMENT(
      "management command",
      "runs a Qwen Code command that manages the installation, its extensions, hooks, MCP"
          + " servers or sessions, or works without the interactive session"),
  NO_SESSION("no session", "prints information and exits instead of starting the session"),
  INTERNAL(
      "internal",
      "only serves Qwen Code's daemon and internal plumbing, or is deprecated and ignored;"
          + " an interactive session has no use for it");

  private final String label;
  private final String reason;

  FlagFamily(String label, String reason) {
    this.label = label;
    this.reason = reason;
  }

  /**
   * The family's short name for messages, such as {@code YOLO} or {@code hook or MCP suppression}.
   */
  public String label() {
    return label;
  }

  /**
   * Why arguments of this family are refused, as one lower-case clause that follows "it": {@code
   * "is refused: it " + reason()}.
   */
  public String reason() {
    return reason;
  }
}

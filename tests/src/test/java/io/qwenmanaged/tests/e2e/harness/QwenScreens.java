package io.qwenmanaged.tests.e2e.harness;

/** The Qwen Code 0.24.4 texts the scenarios look for on screen. */
public final class QwenScreens {

  /** The prompt's placeholder while the input is empty. */
  public static final String PROMPT_PLACEHOLDER = "Type your message or @path/to/file";

  /** Shown while system MCP servers are still starting. */
  static final String CONNECTING_MCP = "Connecting to MCP servers";

  /** Qwen's own permission dialog for the remember tool (the first confirmation). */
  public static final String QWEN_MCP_DIALOG =
      "Allow execution of MCP tool \"context_remember\" from server \"external-context\"?";

  /** The hook's question, first line of its ask reason (the second confirmation). */
  public static final String HOOK_QUESTION =
      "Save this exact content to the bound Mem0 repository memory?";

  /** The title Qwen gives a hook's ask dialog. */
  public static final String HOOK_DIALOG_TITLE = "Do you want to proceed?";

  /** The first answer of both dialogs; Enter picks it. */
  public static final String ALLOW_ONCE = "1. Yes, allow once";

  /** The second answer of both dialogs; key {@code 2} picks it. */
  static final String REJECT = "2. No, suggest changes (esc)";

  /** Shown under a confirmation whose reason does not fit. */
  public static final String SHOW_MORE = "Press ctrl-s to show more lines";

  /** Footers of the approval modes that Shift+Tab cycles through. */
  public static final String FOOTER_DEFAULT = "Ask permissions (shift + tab to cycle)";

  public static final String FOOTER_AUTO_EDIT = "auto-accept edits (shift + tab to cycle)";
  public static final String FOOTER_AUTO = "Auto mode (shift + tab to cycle)";
  public static final String FOOTER_YOLO = "YOLO mode (shift + tab to cycle)";
  public static final String FOOTER_PLAN = "plan mode (shift + tab to cycle)";

  /**
   * Shown at start-up when ripgrep is enabled, because the npm package's {@code rg} lacks the
   * execute bit; the user settings turn ripgrep off.
   */
  static final String RIPGREP_UNAVAILABLE = "Ripgrep not available";

  /** The banner line of Safe Mode, which drops hooks and MCP servers. */
  public static final String SAFE_MODE = "SAFE MODE";

  /**
   * The footer's project item: the name of the directory Qwen works in (its last path element),
   * followed by the separator before the model name.
   */
  public static String projectName(String directoryName) {
    return "\u279C " + directoryName + " \u00B7 ";
  }

  private QwenScreens() {}
}

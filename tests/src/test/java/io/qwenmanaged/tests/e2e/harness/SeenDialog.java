package io.qwenmanaged.tests.e2e.harness;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * One confirmation dialog a scenario saw on screen: its kind and its text (the tool line above it
 * down to its last answer).
 */
public record SeenDialog(Kind kind, String text) {

  /** Which confirmation it was. */
  public enum Kind {
    /** Qwen's own permission dialog for the remember tool. */
    QWEN_REMEMBER,
    /** The kit hook's content dialog. */
    KIT_CONTENT,
    /** Any other dialog (an agent or skill launch, a file read, another MCP tool). */
    OTHER
  }

  /**
   * How Qwen's permission dialog for the remember tool reads when a subagent's call asks: in the
   * agent's box, with only the server and tool lines.
   */
  static final String SUBAGENT_REMEMBER = "Tool: context_remember";

  static SeenDialog of(String text) {
    if (text.contains(QwenScreens.HOOK_QUESTION)) {
      return new SeenDialog(Kind.KIT_CONTENT, text);
    }
    if (text.contains(QwenScreens.QWEN_MCP_DIALOG) || text.contains(SUBAGENT_REMEMBER)) {
      return new SeenDialog(Kind.QWEN_REMEMBER, text);
    }
    return new SeenDialog(Kind.OTHER, text);
  }

  /**
   * Whether the kit's content dialog showed {@code content} in quotes below its question (Qwen's
   * own tool line above it shows the call's arguments, which the kit does not control).
   */
  boolean showsContent(String content) {
    return kind == Kind.KIT_CONTENT
        && text.substring(text.indexOf(QwenScreens.HOOK_QUESTION)).contains("\"" + content + "\"");
  }

  /** The kind and the dialog's lines, blank lines left out, joined by {@code " | "}. */
  String summary() {
    String lines =
        Arrays.stream(text.split("\n"))
            .map(String::strip)
            .filter(line -> !line.isEmpty())
            .collect(Collectors.joining(" | "));
    return kind + ": " + lines;
  }
}

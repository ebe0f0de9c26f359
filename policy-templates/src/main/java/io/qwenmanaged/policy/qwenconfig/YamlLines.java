package io.qwenmanaged.policy.qwenconfig;

import java.util.Arrays;

/**
 * The lines of a frontmatter being read, and the one the reader is on. The block reader and the
 * scalar readers move through the same lines, so a refusal always names the line reading stopped
 * on.
 */
final class YamlLines {

  private final String[] lines;
  private int next;

  YamlLines(String text) {
    String[] split = text.split("\n", -1);
    // A final line break ends the last line; it does not start another.
    boolean ended = split.length > 1 && split[split.length - 1].isEmpty();
    this.lines = ended ? Arrays.copyOf(split, split.length - 1) : split;
  }

  /** The line a refusal names: the current one (1-based), or the last when reading ran past it. */
  int lineNumber() {
    return Math.min(next + 1, lines.length);
  }

  /** Whether every line has been read. */
  boolean done() {
    return next >= lines.length;
  }

  /** The current line as written. */
  String line() {
    return lines[next];
  }

  /** The current line without its indentation. */
  String content() {
    return lines[next].stripLeading();
  }

  /** The current line's indentation ({@link #indent(String)}). */
  int indent() {
    return indent(lines[next]);
  }

  /** Moves to the next line. */
  void advance() {
    next++;
  }

  /** Makes line {@code index} (0-based) the current one. */
  void moveTo(int index) {
    next = index;
  }

  /** The current line's index (0-based). */
  int index() {
    return next;
  }

  /** Reads the current line from now on as {@code text}. */
  void replace(String text) {
    lines[next] = text;
  }

  /** Moves past empty lines and lines holding only a comment. */
  void skipEmpty() {
    while (next < lines.length) {
      String stripped = lines[next].strip();
      if (!stripped.isEmpty() && !stripped.startsWith("#")) {
        return;
      }
      next++;
    }
  }

  /** The index (0-based) of the first line indented with a tab, or -1 when none is. */
  int firstTabIndented() {
    for (int i = 0; i < lines.length; i++) {
      if (indent(lines[i]) < 0 && !lines[i].isBlank()) {
        return i;
      }
    }
    return -1;
  }

  /** Leading spaces of {@code line}; -1 when a tab comes before its first other character. */
  static int indent(String line) {
    int i = 0;
    while (i < line.length() && line.charAt(i) == ' ') {
      i++;
    }
    if (i < line.length() && line.charAt(i) == '\t') {
      return -1;
    }
    return i;
  }
}

package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A plain (unquoted) scalar, on one line or continued on the more indented lines after it, typed by
 * the core schema. A value holding {@code ": "} is refused: the full YAML reader rejects it, so
 * Qwen would read the whole file with its other parser.
 */
final class YamlPlainScalar {

  /** Characters a plain scalar may not start with in the subset the kit reads. */
  static final String REFUSED_STARTS = "&*!%@`?:,]}";

  private YamlPlainScalar() {}

  /**
   * The plain scalar starting with {@code text} on the current line of {@code lines}, inside a
   * parent at {@code indent}; moves past its last line.
   */
  static JsonNode read(YamlLines lines, String text, int indent) {
    StringBuilder value = new StringBuilder(part(text));
    boolean commented = commentStart(text) >= 0;
    lines.advance();
    while (!lines.done() && !lines.line().isBlank() && lines.indent() > indent) {
      String more = lines.content();
      if (more.startsWith("#")) {
        break;
      }
      if (commented) {
        throw new YamlRefusal("continues a plain value after a comment");
      }
      commented = commentStart(more) >= 0;
      char first = more.charAt(0);
      if (REFUSED_STARTS.indexOf(first) >= 0 || "-[{'\"|>".indexOf(first) >= 0) {
        throw new YamlRefusal("continues a plain value with a line the kit cannot read");
      }
      value.append(' ').append(part(more));
      lines.advance();
    }
    return YamlScalars.plain(value.toString());
  }

  /** A plain scalar's text on one line, its comment removed; refuses what YAML would not take. */
  private static String part(String text) {
    int comment = commentStart(text);
    String value = (comment >= 0 ? text.substring(0, comment) : text).strip();
    if (value.contains(": ") || value.endsWith(":")) {
      throw new YamlRefusal(
          "has a plain value holding \": \", which is not valid YAML (Qwen then reads the file"
              + " with a different parser): quote the value");
    }
    return value;
  }

  /** Where a comment starts in a plain value's line: a {@code #} after a space or tab; or -1. */
  private static int commentStart(String text) {
    for (int i = 1; i < text.length(); i++) {
      if (text.charAt(i) == '#' && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '\t')) {
        return i;
      }
    }
    return -1;
  }
}

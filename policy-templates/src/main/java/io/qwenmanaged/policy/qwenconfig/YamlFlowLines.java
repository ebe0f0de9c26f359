package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A flow collection ({@code [...]} or {@code {...}}) that starts the current line and may go on
 * over the lines after it, each indented deeper than its parent; {@link YamlFlow} reads the text
 * once every bracket is closed.
 */
final class YamlFlowLines {

  private YamlFlowLines() {}

  /**
   * The flow collection starting the current line of {@code lines}, inside a parent at {@code
   * indent} (-1 for a whole document); moves past its last line.
   */
  static JsonNode read(YamlLines lines, int indent) {
    StringBuilder text = new StringBuilder(lines.content());
    int first = lines.index();
    while (!balanced(text.toString(), 0)) {
      lines.advance();
      if (lines.done()) {
        lines.moveTo(first);
        throw new YamlRefusal("has a flow collection that is not closed");
      }
      if (!lines.line().isBlank() && lines.indent() <= indent) {
        throw new YamlRefusal("continues a flow collection on a line indented too little");
      }
      text.append('\n').append(lines.line().strip());
    }
    YamlFlow.Node node = YamlFlow.parse(text.toString(), 0);
    if (!YamlScalars.onlyComment(text.substring(node.end()))) {
      throw new YamlRefusal("has text after a flow collection");
    }
    lines.advance();
    return node.value();
  }

  /** Whether {@code text} closes every bracket it opens (outside quotes), so it can be parsed. */
  private static boolean balanced(String text, int start) {
    int depth = 0;
    char quote = 0;
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == '\\' && quote == '"') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '[' || c == '{') {
        depth++;
      } else if (c == ']' || c == '}') {
        depth--;
        if (depth == 0) {
          return true;
        }
      }
    }
    return false;
  }
}

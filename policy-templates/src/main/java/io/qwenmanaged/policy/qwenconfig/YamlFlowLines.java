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
    while (!YamlFlow.balanced(text.toString(), 0)) {
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
}

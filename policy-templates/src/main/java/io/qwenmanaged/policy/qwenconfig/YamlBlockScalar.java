package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A literal ({@code |}) or folded ({@code >}) block scalar, with its chomping indicator: the lines
 * indented deeper than its key, read as YAML reads them. What two YAML readers could take
 * differently is refused: an indentation indicator, empty lines before the first, a line of white
 * space longer than the indentation or holding a tab, a less indented line, and a more indented
 * line in a folded scalar.
 */
final class YamlBlockScalar {

  private static final Pattern HEADER = Pattern.compile("[|>][+-]?( +#.*)? *");

  private YamlBlockScalar() {}

  /**
   * The block scalar whose {@code header} ends the current line of {@code lines}, inside a parent
   * at {@code indent}; moves past its last line.
   */
  static JsonNode read(YamlLines lines, String header, int indent) {
    if (!HEADER.matcher(header).matches()) {
      throw new YamlRefusal("has a block scalar header the kit cannot read");
    }
    boolean folded = header.charAt(0) == '>';
    char chomp = header.length() > 1 ? header.charAt(1) : ' ';
    lines.advance();
    int contentIndent = -1;
    List<String> content = new ArrayList<>();
    int trailing = 0;
    for (; !lines.done(); lines.advance()) {
      String line = lines.line();
      if (line.isBlank()) {
        refuseBlank(line, contentIndent);
        trailing++;
        continue;
      }
      int at = YamlLines.indent(line);
      if (at <= indent) {
        break;
      }
      if (contentIndent < 0) {
        if (trailing > 0) {
          throw new YamlRefusal("starts a block scalar with empty lines");
        }
        contentIndent = at;
      } else if (at < contentIndent) {
        throw new YamlRefusal("has a block scalar line indented less than its first line");
      }
      for (; trailing > 0; trailing--) {
        content.add("");
      }
      String text = line.substring(contentIndent);
      if (folded && text.startsWith(" ")) {
        throw new YamlRefusal("has a folded block scalar with a more indented line");
      }
      content.add(text);
    }
    if (content.isEmpty()) {
      throw new YamlRefusal("has an empty block scalar");
    }
    String body = folded ? fold(content) : String.join("\n", content);
    return JsonNodeFactory.instance.textNode(
        switch (chomp) {
          case '-' -> body;
          case '+' -> body + "\n".repeat(1 + trailing);
          default -> body + "\n";
        });
  }

  /** Refuses a line of white space that YAML readers could count differently. */
  private static void refuseBlank(String line, int contentIndent) {
    if (line.indexOf('\t') >= 0) {
      throw new YamlRefusal("has a block scalar line of white space holding a tab");
    }
    if (contentIndent >= 0 && line.length() > contentIndent) {
      throw new YamlRefusal("has a block scalar line of spaces longer than its indentation");
    }
  }

  /** Folded lines: one line break becomes a space; each empty line between stays a break. */
  private static String fold(List<String> content) {
    StringBuilder out = new StringBuilder(content.get(0));
    int empty = 0;
    for (int i = 1; i < content.size(); i++) {
      if (content.get(i).isEmpty()) {
        empty++;
        continue;
      }
      out.append(empty == 0 ? " " : "\n".repeat(empty)).append(content.get(i));
      empty = 0;
    }
    return out.toString();
  }
}

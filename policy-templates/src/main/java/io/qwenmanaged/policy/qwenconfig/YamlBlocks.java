package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The block structure of a frontmatter: mappings and sequences by their indentation, and the value
 * of each key or item, handed to the scalar and flow readers by its first character. Duplicate
 * keys, a sequence directly in a sequence item, anchors, aliases, tags, directives and complex keys
 * are refused, and so is nesting deeper than 64 levels.
 */
final class YamlBlocks {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final Pattern KEY =
      Pattern.compile(
          "([A-Za-z0-9_][A-Za-z0-9_.\\-/]*|\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^']|'')*') *:(?= |$)");
  private static final int MAX_DEPTH = 64;

  private final YamlLines lines;
  private int depth;

  YamlBlocks(YamlLines lines) {
    this.lines = lines;
  }

  /** The block mapping whose keys start at column {@code indent}, from the current line on. */
  ObjectNode mapping(int indent) {
    enter();
    ObjectNode map = NODES.objectNode();
    while (true) {
      lines.skipEmpty();
      if (lines.done() || lines.indent() < indent) {
        break;
      }
      if (lines.indent() > indent) {
        throw new YamlRefusal("is indented where the kit expects a key");
      }
      String text = lines.content();
      Matcher key = KEY.matcher(text);
      if (!key.lookingAt()) {
        throw new YamlRefusal("has a line that is not a \"key: value\" entry");
      }
      String name = keyName(key.group(1));
      if (map.has(name)) {
        throw new YamlRefusal("repeats the key \"" + Printable.shorten(name) + "\"");
      }
      map.set(name, value(text.substring(key.end()), indent, true));
    }
    depth--;
    return map;
  }

  private static String keyName(String raw) {
    YamlScalars.Quoted quoted;
    if (raw.startsWith("\"")) {
      quoted = YamlScalars.doubleQuoted(raw, 0);
    } else if (raw.startsWith("'")) {
      quoted = YamlScalars.singleQuoted(raw, 0);
    } else {
      return raw;
    }
    if (quoted == null || quoted.end() != raw.length()) {
      throw new YamlRefusal("has a quoted key the kit cannot read");
    }
    return quoted.value();
  }

  private ArrayNode sequence(int indent) {
    enter();
    ArrayNode items = NODES.arrayNode();
    while (true) {
      lines.skipEmpty();
      if (lines.done() || lines.indent() < indent) {
        break;
      }
      String text = lines.content();
      if (lines.indent() > indent || !(text.equals("-") || text.startsWith("- "))) {
        break;
      }
      String item = text.substring(1);
      String stripped = item.stripLeading();
      if (stripped.startsWith("- ") || stripped.equals("-")) {
        throw new YamlRefusal("has a sequence directly inside a sequence item");
      }
      if (KEY.matcher(stripped).lookingAt()) {
        // "- key: value": a mapping whose keys line up with this first one.
        int column = indent + 1 + item.length() - stripped.length();
        lines.replace(" ".repeat(column) + stripped);
        items.add(mapping(column));
      } else {
        items.add(value(item, indent, false));
      }
    }
    depth--;
    return items;
  }

  /**
   * The value after a key's colon (or a sequence item's dash) on the current line, whose parent is
   * at {@code indent}; moves past every line the value uses.
   */
  private JsonNode value(String rest, int indent, boolean mappingValue) {
    String text = rest.strip();
    if (text.isEmpty() || text.startsWith("#")) {
      lines.advance();
      return nested(indent, mappingValue);
    }
    char first = text.charAt(0);
    if (first == '|' || first == '>') {
      return YamlBlockScalar.read(lines, text, indent);
    }
    if (first == '[' || first == '{') {
      lines.replace(text);
      return YamlFlowLines.read(lines, indent);
    }
    if (first == '"' || first == '\'') {
      return quoted(text);
    }
    if (YamlPlainScalar.REFUSED_STARTS.indexOf(first) >= 0
        || text.startsWith("- ")
        || text.equals("-")) {
      throw new YamlRefusal(startReason(first));
    }
    return YamlPlainScalar.read(lines, text, indent);
  }

  /** The value on the lines after a key or dash with nothing after it. */
  private JsonNode nested(int indent, boolean mappingValue) {
    lines.skipEmpty();
    if (lines.done()) {
      return NODES.nullNode();
    }
    int at = lines.indent();
    String text = lines.content();
    boolean dash = text.equals("-") || text.startsWith("- ");
    if (at == indent && dash && mappingValue) {
      return sequence(indent);
    }
    if (at <= indent) {
      return NODES.nullNode();
    }
    if (dash) {
      return sequence(at);
    }
    if (KEY.matcher(text).lookingAt()) {
      return mapping(at);
    }
    return value(text, at - 1, false);
  }

  private JsonNode quoted(String text) {
    YamlScalars.Quoted quoted =
        text.charAt(0) == '"'
            ? YamlScalars.doubleQuoted(text, 0)
            : YamlScalars.singleQuoted(text, 0);
    if (quoted == null) {
      throw new YamlRefusal("has a quoted value that does not end on its line");
    }
    if (!YamlScalars.onlyComment(text.substring(quoted.end()))) {
      throw new YamlRefusal("has text after a quoted value");
    }
    lines.advance();
    return NODES.textNode(quoted.value());
  }

  private static String startReason(char first) {
    return switch (first) {
      case '&' -> "uses a YAML anchor";
      case '*' -> "uses a YAML alias";
      case '!' -> "uses a YAML tag";
      case '%' -> "uses a YAML directive";
      case '?' -> "uses a YAML complex key";
      default -> "has a value the kit cannot read";
    };
  }

  private void enter() {
    depth++;
    if (depth > MAX_DEPTH) {
      throw new YamlRefusal("nests too deeply");
    }
  }
}

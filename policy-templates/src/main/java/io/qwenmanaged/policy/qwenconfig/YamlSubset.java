package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the YAML of an agent's or skill's frontmatter — but only the part of YAML on which the kit
 * and Qwen Code are sure to agree, and refuses the rest.
 *
 * <p>Qwen parses frontmatter with a full YAML 1.2 library (core schema) and, when that fails or
 * gives no mapping, with a second, line-based parser of its own that reads the same text
 * differently. A file that could fall through to that second parser, or that uses what only a full
 * YAML library resolves (anchors, aliases, tags, merge keys, complex keys, directives), is
 * therefore not read here: {@link Unsupported}. What is read: block mappings with plain or quoted
 * keys, block sequences (items may be mappings), literal and folded block scalars, plain scalars
 * (also over several lines), quoted scalars on one line, flow collections, comments. Duplicate keys
 * and tab indentation are refused, as is a plain value holding {@code ": "} — the full parser
 * rejects it, so Qwen would read the file with its second parser.
 *
 * <p>Null values are dropped from mappings and sequences, as Qwen drops them.
 */
public final class YamlSubset {

  /** What reading gave. */
  public sealed interface Result permits Parsed, Unsupported {}

  /** The frontmatter's mapping, null values removed. */
  public record Parsed(ObjectNode document) implements Result {}

  /** Why the text is not read, and on which line (1-based, within the frontmatter). */
  public record Unsupported(int line, String reason) implements Result {}

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final Pattern KEY =
      Pattern.compile(
          "([A-Za-z0-9_][A-Za-z0-9_.\\-/]*|\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^']|'')*') *:(?= |$)");
  private static final Pattern BLOCK_HEADER = Pattern.compile("[|>][+-]?( +#.*)? *");
  private static final String REFUSED_STARTS = "&*!%@`?:,]}";
  private static final int MAX_DEPTH = 64;

  private final String[] lines;
  private int next;
  private int depth;

  private YamlSubset(String text) {
    String[] split = text.split("\n", -1);
    // A final line break ends the last line; it does not start another.
    boolean ended = split.length > 1 && split[split.length - 1].isEmpty();
    this.lines = ended ? java.util.Arrays.copyOf(split, split.length - 1) : split;
  }

  /** Reads {@code text}, the frontmatter between its {@code ---} lines. */
  public static Result parse(String text) {
    YamlSubset yaml = new YamlSubset(text);
    try {
      return new Parsed(yaml.document());
    } catch (YamlRefusal refusal) {
      return new Unsupported(Math.min(yaml.next + 1, yaml.lines.length), refusal.getMessage());
    }
  }

  private ObjectNode document() {
    for (int i = 0; i < lines.length; i++) {
      if (indent(lines[i]) < 0 && !lines[i].isBlank()) {
        next = i;
        throw new YamlRefusal("indents with a tab");
      }
    }
    skipEmpty();
    if (next >= lines.length) {
      return NODES.objectNode();
    }
    String first = content(next);
    if (indent(lines[next]) != 0) {
      throw new YamlRefusal("does not start at the first column");
    }
    ObjectNode document;
    if (first.startsWith("{")) {
      document = flowDocument();
      next++;
    } else {
      document = mapping(0);
    }
    skipEmpty();
    if (next < lines.length) {
      throw new YamlRefusal("has text the kit cannot place in the mapping");
    }
    return (ObjectNode) withoutNulls(document);
  }

  private ObjectNode flowDocument() {
    JsonNode value = flow(-1);
    if (!value.isObject()) {
      throw new YamlRefusal("is not a mapping");
    }
    return (ObjectNode) value;
  }

  private ObjectNode mapping(int indent) {
    enter();
    ObjectNode map = NODES.objectNode();
    while (true) {
      skipEmpty();
      if (next >= lines.length || indent(lines[next]) < indent) {
        break;
      }
      if (indent(lines[next]) > indent) {
        throw new YamlRefusal("is indented where the kit expects a key");
      }
      String text = content(next);
      Matcher key = KEY.matcher(text);
      if (!key.lookingAt()) {
        throw new YamlRefusal("has a line that is not a \"key: value\" entry");
      }
      String name = keyName(key.group(1));
      if (map.has(name)) {
        throw new YamlRefusal("repeats the key \"" + Printable.shorten(name) + "\"");
      }
      String rest = text.substring(key.end());
      map.set(name, value(rest, indent, true));
    }
    depth--;
    return map;
  }

  private static String keyName(String raw) {
    YamlScalars.Quoted quoted = null;
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
      skipEmpty();
      if (next >= lines.length || indent(lines[next]) < indent) {
        break;
      }
      String text = content(next);
      if (indent(lines[next]) > indent || !(text.equals("-") || text.startsWith("- "))) {
        break;
      }
      String item = text.substring(1);
      int spaces = item.length() - item.stripLeading().length();
      String stripped = item.stripLeading();
      if (stripped.startsWith("- ") || stripped.equals("-")) {
        throw new YamlRefusal("has a sequence directly inside a sequence item");
      }
      if (KEY.matcher(stripped).lookingAt()) {
        // "- key: value": a mapping whose keys line up with this first one.
        int column = indent + 1 + spaces;
        lines[next] = " ".repeat(column) + stripped;
        items.add(mapping(column));
      } else {
        items.add(value(item, indent, false));
      }
    }
    depth--;
    return items;
  }

  /**
   * The value after a key's colon (or a sequence item's dash) on line {@link #next}, whose parent
   * is at {@code indent}; advances past every line the value uses.
   */
  private JsonNode value(String rest, int indent, boolean mappingValue) {
    String text = rest.strip();
    if (text.isEmpty() || text.startsWith("#")) {
      next++;
      return nested(indent, mappingValue);
    }
    char first = text.charAt(0);
    if (first == '|' || first == '>') {
      return blockScalar(text, indent);
    }
    if (first == '[' || first == '{') {
      lines[next] = text;
      return afterFlow(flow(indent));
    }
    if (first == '"' || first == '\'') {
      return quoted(text);
    }
    if (REFUSED_STARTS.indexOf(first) >= 0 || text.startsWith("- ") || text.equals("-")) {
      throw new YamlRefusal(startReason(first));
    }
    return plain(text, indent);
  }

  /** The value on the lines after a key or dash with nothing after it. */
  private JsonNode nested(int indent, boolean mappingValue) {
    skipEmpty();
    if (next >= lines.length) {
      return NODES.nullNode();
    }
    int at = indent(lines[next]);
    String text = content(next);
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

  private JsonNode blockScalar(String header, int indent) {
    if (!BLOCK_HEADER.matcher(header).matches()) {
      throw new YamlRefusal("has a block scalar header the kit cannot read");
    }
    boolean folded = header.charAt(0) == '>';
    char chomp = header.length() > 1 ? header.charAt(1) : ' ';
    next++;
    int contentIndent = -1;
    List<String> content = new ArrayList<>();
    int trailing = 0;
    while (next < lines.length) {
      String line = lines[next];
      if (line.isBlank()) {
        if (line.indexOf('\t') >= 0) {
          throw new YamlRefusal("has a block scalar line of white space holding a tab");
        }
        if (contentIndent >= 0 && line.length() > contentIndent) {
          throw new YamlRefusal("has a block scalar line of spaces longer than its indentation");
        }
        trailing++;
        next++;
        continue;
      }
      int at = indent(line);
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
      next++;
    }
    if (content.isEmpty()) {
      throw new YamlRefusal("has an empty block scalar");
    }
    String body = folded ? fold(content) : String.join("\n", content);
    return NODES.textNode(
        switch (chomp) {
          case '-' -> body;
          case '+' -> body + "\n".repeat(1 + trailing);
          default -> body + "\n";
        });
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

  private JsonNode flow(int indent) {
    StringBuilder text = new StringBuilder(content(next));
    int first = next;
    while (!YamlFlow.balanced(text.toString(), 0)) {
      next++;
      if (next >= lines.length) {
        next = first;
        throw new YamlRefusal("has a flow collection that is not closed");
      }
      if (!lines[next].isBlank() && indent(lines[next]) <= indent) {
        throw new YamlRefusal("continues a flow collection on a line indented too little");
      }
      text.append('\n').append(lines[next].strip());
    }
    YamlFlow.Node node = YamlFlow.parse(text.toString(), 0);
    if (!onlyComment(text.substring(node.end()))) {
      throw new YamlRefusal("has text after a flow collection");
    }
    return node.value();
  }

  private JsonNode afterFlow(JsonNode value) {
    next++;
    return value;
  }

  private JsonNode quoted(String text) {
    YamlScalars.Quoted quoted =
        text.charAt(0) == '"'
            ? YamlScalars.doubleQuoted(text, 0)
            : YamlScalars.singleQuoted(text, 0);
    if (quoted == null) {
      throw new YamlRefusal("has a quoted value that does not end on its line");
    }
    if (!onlyComment(text.substring(quoted.end()))) {
      throw new YamlRefusal("has text after a quoted value");
    }
    next++;
    return NODES.textNode(quoted.value());
  }

  private JsonNode plain(String text, int indent) {
    StringBuilder value = new StringBuilder(plainPart(text));
    boolean commented = commentStart(text) >= 0;
    next++;
    while (next < lines.length && !lines[next].isBlank() && indent(lines[next]) > indent) {
      String more = content(next);
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
      value.append(' ').append(plainPart(more));
      next++;
    }
    return YamlScalars.plain(value.toString());
  }

  /** A plain scalar's text on one line, its comment removed; refuses what YAML would not take. */
  private static String plainPart(String text) {
    int comment = commentStart(text);
    String value = (comment >= 0 ? text.substring(0, comment) : text).strip();
    if (value.contains(": ") || value.endsWith(":")) {
      throw new YamlRefusal(
          "has a plain value holding \": \", which is not valid YAML (Qwen then reads the file"
              + " with a different parser): quote the value");
    }
    return value;
  }

  /** Whether {@code rest} is nothing, or whitespace and then a comment. */
  private static boolean onlyComment(String rest) {
    String stripped = rest.strip();
    if (stripped.isEmpty()) {
      return true;
    }
    char first = rest.charAt(0);
    return (first == ' ' || first == '\t' || first == '\n') && stripped.startsWith("#");
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

  private void skipEmpty() {
    while (next < lines.length) {
      String stripped = lines[next].strip();
      if (!stripped.isEmpty() && !stripped.startsWith("#")) {
        return;
      }
      next++;
    }
  }

  private String content(int line) {
    return lines[line].stripLeading();
  }

  /** Leading spaces of {@code line}; -1 when a tab comes before its first other character. */
  private static int indent(String line) {
    int i = 0;
    while (i < line.length() && line.charAt(i) == ' ') {
      i++;
    }
    if (i < line.length() && line.charAt(i) == '\t') {
      return -1;
    }
    return i;
  }

  /** {@code node} without null values in mappings or sequences, at any depth. */
  static JsonNode withoutNulls(JsonNode node) {
    if (node.isObject()) {
      ObjectNode out = NODES.objectNode();
      node.properties()
          .forEach(
              e -> {
                if (!e.getValue().isNull()) {
                  out.set(e.getKey(), withoutNulls(e.getValue()));
                }
              });
      return out;
    }
    if (node.isArray()) {
      ArrayNode out = NODES.arrayNode();
      node.forEach(
          item -> {
            if (!item.isNull()) {
              out.add(withoutNulls(item));
            }
          });
      return out;
    }
    return node;
  }
}

package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

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

  private YamlSubset() {}

  /** Reads {@code text}, the frontmatter between its {@code ---} lines. */
  public static Result parse(String text) {
    YamlLines lines = new YamlLines(text);
    try {
      return new Parsed(document(lines));
    } catch (YamlRefusal refusal) {
      return new Unsupported(lines.lineNumber(), refusal.getMessage());
    }
  }

  private static ObjectNode document(YamlLines lines) {
    int tab = lines.firstTabIndented();
    if (tab >= 0) {
      lines.moveTo(tab);
      throw new YamlRefusal("indents with a tab");
    }
    lines.skipEmpty();
    if (lines.done()) {
      return NODES.objectNode();
    }
    if (lines.indent() != 0) {
      throw new YamlRefusal("does not start at the first column");
    }
    ObjectNode document;
    if (lines.content().startsWith("{")) {
      JsonNode value = YamlFlowLines.read(lines, -1);
      if (!value.isObject()) {
        throw new YamlRefusal("is not a mapping");
      }
      document = (ObjectNode) value;
    } else {
      document = new YamlBlocks(lines).mapping(0);
    }
    lines.skipEmpty();
    if (!lines.done()) {
      throw new YamlRefusal("has text the kit cannot place in the mapping");
    }
    return (ObjectNode) withoutNulls(document);
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

package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * YAML flow collections ({@code [a, b]}, {@code {key: value}}), possibly nested and spread over
 * lines, with plain and quoted scalars. Comments, anchors, aliases, tags and complex keys inside
 * them are refused.
 */
final class YamlFlow {

  /** A parsed flow collection and the index just after it. */
  record Node(JsonNode value, int end) {}

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final String FLOW_INDICATORS = ",[]{}";
  private static final String REFUSED_STARTS = "&*!%@`|>?#";
  private static final int MAX_DEPTH = 64;

  private final String text;
  private int at;

  private YamlFlow(String text, int at) {
    this.text = text;
    this.at = at;
  }

  /**
   * The flow collection starting at {@code start} of {@code text} (its newlines are line breaks of
   * the collection).
   *
   * @throws YamlRefusal when it is not one the kit reads
   */
  static Node parse(String text, int start) {
    YamlFlow flow = new YamlFlow(text, start);
    JsonNode value = flow.collection(0);
    return new Node(value, flow.at);
  }

  private JsonNode collection(int depth) {
    if (depth > MAX_DEPTH) {
      throw new YamlRefusal("nests flow collections too deeply");
    }
    char open = text.charAt(at);
    at++;
    return open == '[' ? sequence(depth) : mapping(depth);
  }

  private ArrayNode sequence(int depth) {
    ArrayNode items = NODES.arrayNode();
    while (true) {
      space();
      if (peek() == ']') {
        at++;
        return items;
      }
      items.add(value(depth, true));
      space();
      if (!separator(']')) {
        throw new YamlRefusal("has a flow sequence the kit cannot read");
      }
    }
  }

  private ObjectNode mapping(int depth) {
    ObjectNode entries = NODES.objectNode();
    while (true) {
      space();
      if (peek() == '}') {
        at++;
        return entries;
      }
      String key = key();
      space();
      JsonNode value = NODES.nullNode();
      if (peek() == ':') {
        at++;
        value = value(depth, false);
      }
      if (entries.has(key)) {
        throw new YamlRefusal("repeats the key \"" + Printable.shorten(key) + "\"");
      }
      entries.set(key, value);
      space();
      if (!separator('}')) {
        throw new YamlRefusal("has a flow mapping the kit cannot read");
      }
    }
  }

  /** Consumes a comma, or sees (without consuming) the closing bracket; false for anything else. */
  private boolean separator(char close) {
    if (peek() == ',') {
      at++;
      return true;
    }
    return peek() == close;
  }

  private String key() {
    char c = peek();
    if (c == '"' || c == '\'') {
      return quoted().textValue();
    }
    JsonNode plain = plain(false);
    if (!plain.isTextual() && !plain.isNumber() && !plain.isBoolean()) {
      throw new YamlRefusal("has a flow mapping key the kit cannot read");
    }
    return plain.asText();
  }

  private JsonNode value(int depth, boolean inSequence) {
    space();
    char c = peek();
    if (c == '[' || c == '{') {
      return collection(depth + 1);
    }
    if (c == '"' || c == '\'') {
      return quoted();
    }
    JsonNode plain = plain(inSequence);
    if (inSequence && peek() == ':') {
      throw new YamlRefusal("has a key inside a flow sequence");
    }
    return plain;
  }

  private JsonNode quoted() {
    YamlScalars.Quoted quoted =
        peek() == '"' ? YamlScalars.doubleQuoted(text, at) : YamlScalars.singleQuoted(text, at);
    if (quoted == null || quoted.value().indexOf('\n') >= 0) {
      throw new YamlRefusal("has a quoted value the kit cannot read");
    }
    at = quoted.end();
    return NODES.textNode(quoted.value());
  }

  private JsonNode plain(boolean inSequence) {
    int start = at;
    if (start >= text.length() || REFUSED_STARTS.indexOf(text.charAt(start)) >= 0) {
      throw new YamlRefusal("has a flow value the kit cannot read");
    }
    char first = text.charAt(start);
    if ((first == '-' || first == ':')
        && (start + 1 >= text.length() || isBreak(text.charAt(start + 1)))) {
      throw new YamlRefusal("has a flow value the kit cannot read");
    }
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c == '\t') {
        throw new YamlRefusal("has a tab inside a flow collection");
      }
      if (FLOW_INDICATORS.indexOf(c) >= 0 || c == '\n') {
        break;
      }
      if (c == ':' && (at + 1 >= text.length() || isBreak(text.charAt(at + 1)))) {
        break;
      }
      if (c == '#' && at > start && Character.isWhitespace(text.charAt(at - 1))) {
        throw new YamlRefusal("has a comment inside a flow collection");
      }
      at++;
    }
    String value = text.substring(start, at).strip();
    if (value.isEmpty()) {
      throw new YamlRefusal("has an empty flow value");
    }
    return YamlScalars.plain(value);
  }

  private static boolean isBreak(char c) {
    return c == ' ' || c == '\n' || FLOW_INDICATORS.indexOf(c) >= 0;
  }

  private void space() {
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c == '#' && at > 0 && Character.isWhitespace(text.charAt(at - 1))) {
        throw new YamlRefusal("has a comment inside a flow collection");
      }
      if (c == '\t') {
        throw new YamlRefusal("has a tab inside a flow collection");
      }
      if (c != ' ' && c != '\n') {
        return;
      }
      at++;
    }
  }

  private char peek() {
    if (at >= text.length()) {
      throw new YamlRefusal("has a flow collection that is not closed");
    }
    return text.charAt(at);
  }
}

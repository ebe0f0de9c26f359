package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.json.JsonCursor.NotRead;
import java.util.Optional;

/**
 * Reads the text of one strict JSON document into the same nodes as {@link JsonTree} (integers as
 * int, long or big-integer nodes by size, fractions and exponents as doubles, keys in document
 * order), without Jackson's parser: its first use costs a short-lived process several milliseconds
 * of class set-up, Java 25's {@code BigDecimal} tables among them. It accepts only what that parser
 * accepts with the kit's settings and says nothing about the rest: for anything it does not read (a
 * syntax error, a duplicate key, a number beyond a double, nesting deeper than {@value #MAX_DEPTH},
 * a very long string or name) it gives no tree, and {@link StrictJson} reads the text again with
 * Jackson to name the problem. A recursive descent, bounded by that depth; its strings and numbers
 * are read by {@link JsonTokens}, both moving along one {@link JsonCursor}.
 */
final class TreeParser {

  /** Deeper documents are left to Jackson, whose own limit is 1000. */
  static final int MAX_DEPTH = 200;

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final JsonCursor text;

  private TreeParser(String text) {
    this.text = new JsonCursor(text);
  }

  /** The tree of {@code text}, or empty when this parser leaves the text to Jackson. */
  static Optional<JsonNode> parse(String text) {
    TreeParser parser = new TreeParser(text);
    try {
      JsonNode root = parser.value(0);
      parser.text.skipSpace();
      return parser.text.atEnd() ? Optional.of(root) : Optional.empty();
    } catch (NotRead e) {
      return Optional.empty();
    }
  }

  private JsonNode value(int depth) {
    text.skipSpace();
    char c = text.peek();
    if (c == '{' || c == '[') {
      if (depth >= MAX_DEPTH) {
        throw NotRead.INSTANCE;
      }
      text.skip();
      return c == '{' ? object(depth + 1) : array(depth + 1);
    }
    if (c == '"') {
      return NODES.textNode(JsonTokens.string(text));
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      return JsonTokens.number(text);
    }
    if (text.word("true")) {
      return NODES.booleanNode(true);
    }
    if (text.word("false")) {
      return NODES.booleanNode(false);
    }
    if (text.word("null")) {
      return NODES.nullNode();
    }
    throw NotRead.INSTANCE;
  }

  private ObjectNode object(int depth) {
    ObjectNode object = NODES.objectNode();
    text.skipSpace();
    if (text.peek() == '}') {
      text.skip();
      return object;
    }
    while (true) {
      text.skipSpace();
      if (text.peek() != '"') {
        throw NotRead.INSTANCE;
      }
      String name = JsonTokens.string(text);
      text.skipSpace();
      text.expect(':');
      if (object.has(name)) {
        throw NotRead.INSTANCE;
      }
      object.set(name, value(depth));
      text.skipSpace();
      if (text.endOf('}')) {
        return object;
      }
    }
  }

  private ArrayNode array(int depth) {
    ArrayNode array = NODES.arrayNode();
    text.skipSpace();
    if (text.peek() == ']') {
      text.skip();
      return array;
    }
    while (true) {
      array.add(value(depth));
      text.skipSpace();
      if (text.endOf(']')) {
        return array;
      }
    }
  }
}

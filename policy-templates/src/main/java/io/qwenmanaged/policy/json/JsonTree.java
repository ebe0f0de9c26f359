package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Builds the tree of one JSON value from a token stream, giving the same nodes as Jackson's {@code
 * ObjectMapper.readTree} with its default settings (integers as int, long or big-integer nodes by
 * size, every fraction or exponent as a double node, object keys in document order) without
 * starting an {@code ObjectMapper}, whose first use costs a short-lived process a large part of its
 * start-up. It keeps its own stack, so deep nesting never reaches the Java stack; the parser
 * enforces the nesting limit and refuses duplicate keys.
 */
final class JsonTree {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonTree() {}

  /** The next value of {@code parser}, or {@code null} when the input has none. */
  static JsonNode read(JsonParser parser) throws IOException {
    JsonToken token = parser.nextToken();
    if (token == null) {
      return null;
    }
    Deque<ContainerNode<?>> open = new ArrayDeque<>();
    while (true) {
      JsonNode value;
      if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
        value = open.pop();
        if (open.isEmpty()) {
          return value;
        }
      } else if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
        ContainerNode<?> container =
            token == JsonToken.START_OBJECT ? NODES.objectNode() : NODES.arrayNode();
        attach(open.peek(), parser, container);
        open.push(container);
        token = nextValueToken(parser);
        continue;
      } else {
        value = scalar(parser, token);
        if (open.isEmpty()) {
          return value;
        }
        attach(open.peek(), parser, value);
      }
      token = nextValueToken(parser);
    }
  }

  /** The next token, skipping field names (a value's name is read from the parser). */
  private static JsonToken nextValueToken(JsonParser parser) throws IOException {
    JsonToken token = parser.nextToken();
    if (token == JsonToken.FIELD_NAME) {
      token = parser.nextToken();
    }
    if (token == null) {
      throw new IOException("unexpected end of input");
    }
    return token;
  }

  /** Adds {@code value} to {@code parent} (none for the root), under its field name in objects. */
  private static void attach(ContainerNode<?> parent, JsonParser parser, JsonNode value)
      throws IOException {
    if (parent instanceof ObjectNode object) {
      object.set(parser.currentName(), value);
    } else if (parent instanceof ArrayNode array) {
      array.add(value);
    }
  }

  private static JsonNode scalar(JsonParser parser, JsonToken token) throws IOException {
    switch (token) {
      case VALUE_STRING:
        return NODES.textNode(parser.getText());
      case VALUE_NUMBER_INT:
        return integer(parser);
      case VALUE_NUMBER_FLOAT:
        return NODES.numberNode(parser.getDoubleValue());
      case VALUE_TRUE:
        return NODES.booleanNode(true);
      case VALUE_FALSE:
        return NODES.booleanNode(false);
      case VALUE_NULL:
        return NODES.nullNode();
      default:
        throw new IOException("unexpected token");
    }
  }

  private static JsonNode integer(JsonParser parser) throws IOException {
    switch (parser.getNumberType()) {
      case INT:
        return NODES.numberNode(parser.getIntValue());
      case LONG:
        return NODES.numberNode(parser.getLongValue());
      default:
        return NODES.numberNode(parser.getBigIntegerValue());
    }
  }
}

package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.qwenmanaged.policy.json.JsonCursor.NotRead;
import java.math.BigInteger;

/**
 * The strings and numbers of a JSON document, read as Jackson reads them with the kit's settings:
 * strings without control characters, with JSON's escapes only, and of at most 64 Ki characters;
 * integers as int, long or big-integer nodes by size, fractions and exponents as doubles, and a
 * number beyond a double refused.
 */
final class JsonTokens {

  /** Longer strings and names are left to Jackson, which has limits of its own for them. */
  private static final int MAX_STRING = 1 << 16;

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonTokens() {}

  /** The string whose opening quote is next in {@code text}. */
  static String string(JsonCursor text) {
    text.skip(); // the opening quote
    StringBuilder out = null;
    int open = text.position();
    int start = open;
    while (true) {
      char c = text.next();
      if (c == '"') {
        String plain = text.slice(start, text.position() - 1);
        return out == null ? plain : out.append(plain).toString();
      }
      if (c < 0x20 || text.position() - open > MAX_STRING) {
        throw NotRead.INSTANCE;
      }
      if (c == '\\') {
        out = out == null ? new StringBuilder() : out;
        text.copy(out, start, text.position() - 1);
        out.append(escape(text));
        start = text.position();
      }
    }
  }

  private static char escape(JsonCursor text) {
    char c = text.next();
    return switch (c) {
      case '"', '\\', '/' -> c;
      case 'b' -> '\b';
      case 'f' -> '\f';
      case 'n' -> '\n';
      case 'r' -> '\r';
      case 't' -> '\t';
      case 'u' -> (char) ((hex(text) << 12) | (hex(text) << 8) | (hex(text) << 4) | hex(text));
      default -> throw NotRead.INSTANCE;
    };
  }

  private static int hex(JsonCursor text) {
    char c = text.next();
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    throw NotRead.INSTANCE;
  }

  /** The number that starts next in {@code text}. */
  static JsonNode number(JsonCursor text) {
    int start = text.position();
    boolean integer = true;
    if (text.peek() == '-') {
      text.skip();
    }
    if (text.peek() == '0') {
      text.skip();
    } else {
      digits(text);
    }
    if (text.nextIs('.')) {
      text.skip();
      digits(text);
      integer = false;
    }
    if (text.nextIs('e') || text.nextIs('E')) {
      text.skip();
      if (text.peek() == '+' || text.peek() == '-') {
        text.skip();
      }
      digits(text);
      integer = false;
    }
    text.expectDelimiter();
    String number = text.slice(start, text.position());
    return integer ? integer(number) : fraction(number);
  }

  private static void digits(JsonCursor text) {
    int start = text.position();
    while (text.nextIsDigit()) {
      text.skip();
    }
    if (text.position() == start) {
      throw NotRead.INSTANCE;
    }
  }

  private static JsonNode integer(String number) {
    if (number.length() <= 18) {
      long value = Long.parseLong(number);
      return value == (int) value ? NODES.numberNode((int) value) : NODES.numberNode(value);
    }
    BigInteger value = new BigInteger(number);
    return value.bitLength() < 64 ? NODES.numberNode(value.longValue()) : NODES.numberNode(value);
  }

  private static JsonNode fraction(String number) {
    double value = Double.parseDouble(number);
    if (Double.isInfinite(value)) {
      throw NotRead.INSTANCE;
    }
    return NODES.numberNode(value);
  }
}

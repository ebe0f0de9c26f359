package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.Optional;

/**
 * Reads the text of one strict JSON document into the same nodes as {@link JsonTree} (integers as
 * int, long or big-integer nodes by size, fractions and exponents as doubles, keys in document
 * order), without Jackson's parser: its first use costs a short-lived process several milliseconds
 * of class set-up, Java 25's {@code BigDecimal} tables among them. It accepts only what that parser
 * accepts with the kit's settings and says nothing about the rest: for anything it does not read (a
 * syntax error, a duplicate key, a number beyond a double, nesting deeper than {@value #MAX_DEPTH},
 * a very long string or name) it gives no tree, and {@link StrictJson} reads the text again with
 * Jackson to name the problem. A recursive descent, bounded by that depth.
 */
final class TreeParser {

  /** Deeper documents are left to Jackson, whose own limit is 1000. */
  static final int MAX_DEPTH = 200;

  /** Longer strings and names are left to Jackson, which has limits of its own for them. */
  private static final int MAX_STRING = 1 << 16;

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final String text;
  private int at;

  private TreeParser(String text) {
    this.text = text;
  }

  /** The tree of {@code text}, or empty when this parser leaves the text to Jackson. */
  static Optional<JsonNode> parse(String text) {
    TreeParser parser = new TreeParser(text);
    try {
      JsonNode root = parser.value(0);
      parser.skipSpace();
      return parser.at == text.length() ? Optional.of(root) : Optional.empty();
    } catch (NotRead e) {
      return Optional.empty();
    }
  }

  /** The text is not one this parser reads; never leaves this class. */
  private static final class NotRead extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private static final NotRead INSTANCE = new NotRead();

    private NotRead() {
      super(null, null, false, false);
    }
  }

  private JsonNode value(int depth) {
    skipSpace();
    char c = peek();
    if (c == '{' || c == '[') {
      if (depth >= MAX_DEPTH) {
        throw NotRead.INSTANCE;
      }
      at++;
      return c == '{' ? object(depth + 1) : array(depth + 1);
    }
    if (c == '"') {
      return NODES.textNode(string());
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      return number();
    }
    if (word("true")) {
      return NODES.booleanNode(true);
    }
    if (word("false")) {
      return NODES.booleanNode(false);
    }
    if (word("null")) {
      return NODES.nullNode();
    }
    throw NotRead.INSTANCE;
  }

  private ObjectNode object(int depth) {
    ObjectNode object = NODES.objectNode();
    skipSpace();
    if (peek() == '}') {
      at++;
      return object;
    }
    while (true) {
      skipSpace();
      if (peek() != '"') {
        throw NotRead.INSTANCE;
      }
      String name = string();
      skipSpace();
      expect(':');
      if (object.has(name)) {
        throw NotRead.INSTANCE;
      }
      object.set(name, value(depth));
      skipSpace();
      if (endOf('}')) {
        return object;
      }
    }
  }

  private ArrayNode array(int depth) {
    ArrayNode array = NODES.arrayNode();
    skipSpace();
    if (peek() == ']') {
      at++;
      return array;
    }
    while (true) {
      array.add(value(depth));
      skipSpace();
      if (endOf(']')) {
        return array;
      }
    }
  }

  private String string() {
    at++; // the opening quote
    StringBuilder out = null;
    int open = at;
    int start = at;
    while (true) {
      char c = next();
      if (c == '"') {
        String plain = text.substring(start, at - 1);
        return out == null ? plain : out.append(plain).toString();
      }
      if (c < 0x20 || at - open > MAX_STRING) {
        throw NotRead.INSTANCE;
      }
      if (c == '\\') {
        out = out == null ? new StringBuilder() : out;
        out.append(text, start, at - 1).append(escape());
        start = at;
      }
    }
  }

  private char escape() {
    char c = next();
    return switch (c) {
      case '"', '\\', '/' -> c;
      case 'b' -> '\b';
      case 'f' -> '\f';
      case 'n' -> '\n';
      case 'r' -> '\r';
      case 't' -> '\t';
      case 'u' -> (char) ((hex() << 12) | (hex() << 8) | (hex() << 4) | hex());
      default -> throw NotRead.INSTANCE;
    };
  }

  private int hex() {
    char c = next();
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

  private JsonNode number() {
    int start = at;
    boolean integer = true;
    if (peek() == '-') {
      at++;
    }
    if (peek() == '0') {
      at++;
    } else {
      digits();
    }
    if (at < text.length() && text.charAt(at) == '.') {
      at++;
      digits();
      integer = false;
    }
    if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
      at++;
      if (peek() == '+' || peek() == '-') {
        at++;
      }
      digits();
      integer = false;
    }
    if (at < text.length() && !delimiter(text.charAt(at))) {
      throw NotRead.INSTANCE;
    }
    String number = text.substring(start, at);
    return integer ? integer(number) : fraction(number);
  }

  private void digits() {
    int start = at;
    while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
      at++;
    }
    if (at == start) {
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

  private boolean word(String word) {
    if (!text.startsWith(word, at)) {
      return false;
    }
    int end = at + word.length();
    if (end < text.length() && !delimiter(text.charAt(end))) {
      throw NotRead.INSTANCE;
    }
    at = end;
    return true;
  }

  /** What may follow a number or a literal. */
  private static boolean delimiter(char c) {
    return c == ',' || c == ']' || c == '}' || c == ' ' || c == '\n' || c == '\r' || c == '\t';
  }

  private void skipSpace() {
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        return;
      }
      at++;
    }
  }

  /** Whether the next character closes the container ({@code close}) rather than separating. */
  private boolean endOf(char close) {
    char c = next();
    if (c != close && c != ',') {
      throw NotRead.INSTANCE;
    }
    return c == close;
  }

  private void expect(char c) {
    if (next() != c) {
      throw NotRead.INSTANCE;
    }
  }

  private char peek() {
    if (at >= text.length()) {
      throw NotRead.INSTANCE;
    }
    return text.charAt(at);
  }

  private char next() {
    char c = peek();
    at++;
    return c;
  }
}

package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * The scalars of the YAML the kit reads in agent and skill frontmatter: plain scalars typed as the
 * YAML 1.2 core schema types them (the schema Qwen Code asks its YAML library for), and the two
 * quoted styles on one line. A quoted scalar that is not closed on its line is refused by the
 * caller.
 */
final class YamlScalars {

  /** A quoted scalar's value and the index just after its closing quote. */
  record Quoted(String value, int end) {}

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final Pattern NULL = Pattern.compile("~|null|Null|NULL|");
  private static final Pattern TRUE = Pattern.compile("true|True|TRUE");
  private static final Pattern FALSE = Pattern.compile("false|False|FALSE");
  private static final Pattern DECIMAL = Pattern.compile("[-+]?[0-9]+");
  private static final Pattern OCTAL = Pattern.compile("0o[0-7]+");
  private static final Pattern HEX = Pattern.compile("0x[0-9a-fA-F]+");
  private static final Pattern FLOAT =
      Pattern.compile("[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?");
  private static final Pattern SPECIAL_FLOAT =
      Pattern.compile("[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)");

  private YamlScalars() {}

  /** A plain scalar as the core schema types it: null, a Boolean, a number or a string. */
  static JsonNode plain(String text) {
    if (NULL.matcher(text).matches()) {
      return NODES.nullNode();
    }
    if (TRUE.matcher(text).matches()) {
      return NODES.booleanNode(true);
    }
    if (FALSE.matcher(text).matches()) {
      return NODES.booleanNode(false);
    }
    if (DECIMAL.matcher(text).matches()) {
      return integer(new BigInteger(text.startsWith("+") ? text.substring(1) : text));
    }
    if (OCTAL.matcher(text).matches()) {
      return integer(new BigInteger(text.substring(2), 8));
    }
    if (HEX.matcher(text).matches()) {
      return integer(new BigInteger(text.substring(2), 16));
    }
    if (FLOAT.matcher(text).matches()) {
      return NODES.numberNode(Double.parseDouble(text));
    }
    if (SPECIAL_FLOAT.matcher(text).matches()) {
      boolean nan = text.toLowerCase(java.util.Locale.ROOT).contains("nan");
      return NODES.numberNode(
          nan
              ? Double.NaN
              : text.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
    }
    return NODES.textNode(text);
  }

  private static JsonNode integer(BigInteger value) {
    return value.bitLength() < 32 ? NODES.numberNode(value.intValue()) : NODES.numberNode(value);
  }

  /**
   * The single-quoted scalar starting at {@code start} ({@code text.charAt(start) == '\''}), or
   * null when it does not close in {@code text}.
   */
  static Quoted singleQuoted(String text, int start) {
    StringBuilder value = new StringBuilder();
    int i = start + 1;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '\'') {
        if (i + 1 < text.length() && text.charAt(i + 1) == '\'') {
          value.append('\'');
          i += 2;
          continue;
        }
        return new Quoted(value.toString(), i + 1);
      }
      value.append(c);
      i++;
    }
    return null;
  }

  /**
   * The double-quoted scalar starting at {@code start}, or null when it does not close in {@code
   * text} or uses an escape YAML does not define.
   */
  static Quoted doubleQuoted(String text, int start) {
    StringBuilder value = new StringBuilder();
    int i = start + 1;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '"') {
        return new Quoted(value.toString(), i + 1);
      }
      if (c != '\\') {
        value.append(c);
        i++;
        continue;
      }
      if (i + 1 >= text.length()) {
        return null;
      }
      int consumed = escape(text, i + 1, value);
      if (consumed < 0) {
        return null;
      }
      i += 1 + consumed;
    }
    return null;
  }

  /** Appends the escape at {@code at} (after the backslash); returns its length, or -1. */
  private static int escape(String text, int at, StringBuilder value) {
    char e = text.charAt(at);
    String simple =
        switch (e) {
          case '0' -> "\0";
          case 'a' -> "\u0007";
          case 'b' -> "\b";
          case 't', '\t' -> "\t";
          case 'n' -> "\n";
          case 'v' -> "\u000b";
          case 'f' -> "\f";
          case 'r' -> "\r";
          case 'e' -> "\u001b";
          case ' ' -> " ";
          case '"' -> "\"";
          case '/' -> "/";
          case '\\' -> "\\";
          case 'N' -> "\u0085";
          case '_' -> "\u00a0";
          case 'L' -> "\u2028";
          case 'P' -> "\u2029";
          default -> null;
        };
    if (simple != null) {
      value.append(simple);
      return 1;
    }
    int digits =
        switch (e) {
          case 'x' -> 2;
          case 'u' -> 4;
          case 'U' -> 8;
          default -> -1;
        };
    if (digits < 0 || at + 1 + digits > text.length()) {
      return -1;
    }
    String hex = text.substring(at + 1, at + 1 + digits);
    if (!HEX.matcher("0x" + hex).matches()) {
      return -1;
    }
    long code = Long.parseLong(hex, 16);
    if (code > Character.MAX_CODE_POINT) {
      return -1;
    }
    value.appendCodePoint((int) code);
    return 1 + digits;
  }

  /** Whether {@code rest}, the text after a value, is nothing, or whitespace and then a comment. */
  static boolean onlyComment(String rest) {
    String stripped = rest.strip();
    if (stripped.isEmpty()) {
      return true;
    }
    char first = rest.charAt(0);
    return (first == ' ' || first == '\t' || first == '\n') && stripped.startsWith("#");
  }
}

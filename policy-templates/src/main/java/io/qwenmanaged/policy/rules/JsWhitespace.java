package io.qwenmanaged.policy.rules;

/**
 * The characters JavaScript's {@code String.prototype.trim} and regex {@code \s} treat as
 * whitespace: WhiteSpace (tab, VT, FF, space, U+00A0, U+FEFF and category Zs) plus LineTerminator
 * (LF, CR, U+2028, U+2029). Java's {@code trim}, {@code strip} and {@code \s} all differ from it.
 * Every member is in the Basic Multilingual Plane, so testing UTF-16 units is exact.
 */
public final class JsWhitespace {

  private JsWhitespace() {}

  /** Whether {@code c} is JavaScript whitespace. */
  public static boolean is(char c) {
    switch (c) {
      case '\t':
      case '\n':
      case '\u000B':
      case '\f':
      case '\r':
      case ' ':
      case '\u00A0':
      case '\u1680':
      case '\u2028':
      case '\u2029':
      case '\u202F':
      case '\u205F':
      case '\u3000':
      case '\uFEFF':
        return true;
      default:
        return c >= '\u2000' && c <= '\u200A';
    }
  }

  /** {@code text} without leading and trailing JavaScript whitespace, as JavaScript's trim. */
  public static String trim(String text) {
    int start = 0;
    int end = text.length();
    while (start < end && is(text.charAt(start))) {
      start++;
    }
    while (end > start && is(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(start, end);
  }
}

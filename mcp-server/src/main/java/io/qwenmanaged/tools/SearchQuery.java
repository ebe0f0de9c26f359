package io.qwenmanaged.tools;

/**
 * The search query rules (SPEC §3.1): 1–{@value #MAX_CODE_POINTS} code points as given (an unpaired
 * surrogate counts as one), then every run of JavaScript {@code \s} whitespace collapsed to one
 * space and the ends trimmed.
 */
final class SearchQuery {

  static final int MAX_CODE_POINTS = 2000;

  private SearchQuery() {}

  /** Whether the raw query has at most {@value #MAX_CODE_POINTS} code points. */
  static boolean withinLimit(String raw) {
    return raw.length() <= MAX_CODE_POINTS
        || raw.codePointCount(0, raw.length()) <= MAX_CODE_POINTS;
  }

  /** The query with whitespace runs collapsed to one space and trimmed; may be empty. */
  static String normalise(String raw) {
    StringBuilder out = new StringBuilder(raw.length());
    boolean pendingSpace = false;
    for (int index = 0; index < raw.length(); index++) {
      char unit = raw.charAt(index);
      if (isJavaScriptWhitespace(unit)) {
        pendingSpace = true;
        continue;
      }
      if (pendingSpace && out.length() > 0) {
        out.append(' ');
      }
      pendingSpace = false;
      out.append(unit);
    }
    return out.toString();
  }

  /**
   * JavaScript's {@code \s}: WhiteSpace and LineTerminator of ECMAScript, i.e. the ASCII
   * whitespace, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and U+FEFF.
   * An explicit table: Java's {@code \s} and {@link Character#isWhitespace} differ from it.
   */
  static boolean isJavaScriptWhitespace(char unit) {
    switch (unit) {
      case '\t', '\n', '\u000B', '\f', '\r', ' ', '\u00A0', '\u1680' -> {
        return true;
      }
      case '\u2028', '\u2029', '\u202F', '\u205F', '\u3000', '\uFEFF' -> {
        return true;
      }
      default -> {
        return unit >= '\u2000' && unit <= '\u200A';
      }
    }
  }
}

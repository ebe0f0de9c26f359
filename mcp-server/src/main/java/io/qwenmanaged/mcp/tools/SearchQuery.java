package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.policy.rules.JsWhitespace;

/**
 * The search query rules: 1–{@value #MAX_CODE_POINTS} code points as given (an unpaired surrogate
 * counts as one), then every run of JavaScript {@code \s} whitespace collapsed to one space and the
 * ends trimmed.
 */
public final class SearchQuery {

  static final int MAX_CODE_POINTS = 2000;

  private SearchQuery() {}

  /** Whether the raw query has at most {@value #MAX_CODE_POINTS} code points. */
  static boolean withinLimit(String raw) {
    return raw.length() <= MAX_CODE_POINTS
        || raw.codePointCount(0, raw.length()) <= MAX_CODE_POINTS;
  }

  /** The query with whitespace runs collapsed to one space and trimmed; may be empty. */
  public static String normalise(String raw) {
    StringBuilder out = new StringBuilder(raw.length());
    boolean pendingSpace = false;
    for (int index = 0; index < raw.length(); index++) {
      char unit = raw.charAt(index);
      if (JsWhitespace.is(unit)) {
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
}

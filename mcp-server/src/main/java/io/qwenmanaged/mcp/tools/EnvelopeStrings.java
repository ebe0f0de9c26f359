package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.content.JsonStringify;

/**
 * Writes strings into the search envelope: exactly as JavaScript's {@code JSON.stringify} writes
 * them ({@code \"}, {@code \\}, {@code \b \f \n \r \t}, other C0 controls and unpaired surrogates
 * as lowercase {@code \}{@code u00xx}/{@code \}{@code udxxx}, everything else raw), then every
 * {@code <} and {@code >} as {@code \}{@code u003c} / {@code \}{@code u003e}.
 */
final class EnvelopeStrings {

  private EnvelopeStrings() {}

  /** Appends {@code value} as a quoted, escaped JSON string. */
  static void appendQuoted(StringBuilder out, String value) {
    out.append('"');
    appendEscaped(out, value, value.length());
    out.append('"');
  }

  /** Appends the first {@code end} UTF-16 units of {@code value}, escaped, without quotes. */
  static void appendEscaped(StringBuilder out, String value, int end) {
    int index = 0;
    while (index < end) {
      char unit = value.charAt(index);
      if (Character.isHighSurrogate(unit)
          && index + 1 < end
          && Character.isLowSurrogate(value.charAt(index + 1))) {
        out.append(unit).append(value.charAt(index + 1));
        index += 2;
        continue;
      }
      appendUnit(out, unit);
      index++;
    }
  }

  /**
   * The escaped length, in UTF-16 units, of one code point as {@link String#codePointAt} sees it.
   */
  static int escapedUnits(int codePoint) {
    if (codePoint > 0xFFFF) {
      return 2;
    }
    char unit = (char) codePoint;
    if (unit == '"' || unit == '\\' || unit == '\b' || unit == '\f') {
      return 2;
    }
    if (unit == '\n' || unit == '\r' || unit == '\t') {
      return 2;
    }
    if (unit < 0x20 || unit == '<' || unit == '>' || Character.isSurrogate(unit)) {
      return 6;
    }
    return 1;
  }

  private static void appendUnit(StringBuilder out, char unit) {
    if (unit == '<' || unit == '>') {
      JsonStringify.appendUnicodeEscape(out, unit);
    } else {
      JsonStringify.appendUnit(out, unit);
    }
  }
}

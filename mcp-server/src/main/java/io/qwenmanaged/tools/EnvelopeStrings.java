package io.qwenmanaged.tools;

/**
 * Writes strings into the search envelope: exactly as JavaScript's {@code JSON.stringify} writes
 * them ({@code \"}, {@code \\}, {@code \b \f \n \r \t}, other C0 controls and unpaired surrogates
 * as lowercase {@code \}{@code u00xx}/{@code \}{@code udxxx}, everything else raw), then every
 * {@code <} and {@code >} as {@code \}{@code u003c} / {@code \}{@code u003e}.
 */
final class EnvelopeStrings {

  private static final char[] HEX = "0123456789abcdef".toCharArray();

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
    switch (unit) {
      case '"' -> out.append("\\\"");
      case '\\' -> out.append("\\\\");
      case '\b' -> out.append("\\b");
      case '\f' -> out.append("\\f");
      case '\n' -> out.append("\\n");
      case '\r' -> out.append("\\r");
      case '\t' -> out.append("\\t");
      default -> {
        if (unit < 0x20 || unit == '<' || unit == '>' || Character.isSurrogate(unit)) {
          out.append("\\u")
              .append(HEX[(unit >> 12) & 0xF])
              .append(HEX[(unit >> 8) & 0xF])
              .append(HEX[(unit >> 4) & 0xF])
              .append(HEX[unit & 0xF]);
        } else {
          out.append(unit);
        }
      }
    }
  }
}

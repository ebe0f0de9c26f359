package io.qwenmanaged.content;

/**
 * JavaScript's {@code JSON.stringify} string escaping, one UTF-16 unit at a time: {@code \"},
 * {@code \\}, {@code \b \f \n \r \t}, other C0 controls and unpaired surrogates as lowercase {@code
 * \}{@code uxxxx}, everything else raw. Shared by the hook's confirmation rendering and the MCP
 * server's search envelope, which both must match the JavaScript reference byte for byte.
 */
public final class JsonStringify {

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private JsonStringify() {}

  /**
   * Appends {@code value} as a quoted JSON string, as {@code JSON.stringify} writes it: well-formed
   * surrogate pairs raw, every other unit through {@link #appendUnit}.
   */
  public static void appendQuoted(StringBuilder out, String value) {
    out.append('"');
    int index = 0;
    while (index < value.length()) {
      char unit = value.charAt(index);
      if (Character.isHighSurrogate(unit)
          && index + 1 < value.length()
          && Character.isLowSurrogate(value.charAt(index + 1))) {
        out.append(unit).append(value.charAt(index + 1));
        index += 2;
      } else {
        appendUnit(out, unit);
        index++;
      }
    }
    out.append('"');
  }

  /**
   * Appends one UTF-16 unit as {@code JSON.stringify} writes it. A surrogate passed here is treated
   * as unpaired; callers copy well-formed pairs themselves.
   */
  public static void appendUnit(StringBuilder out, char unit) {
    switch (unit) {
      case '"' -> out.append("\\\"");
      case '\\' -> out.append("\\\\");
      case '\b' -> out.append("\\b");
      case '\f' -> out.append("\\f");
      case '\n' -> out.append("\\n");
      case '\r' -> out.append("\\r");
      case '\t' -> out.append("\\t");
      default -> {
        if (unit < 0x20 || Character.isSurrogate(unit)) {
          appendUnicodeEscape(out, unit);
        } else {
          out.append(unit);
        }
      }
    }
  }

  /** Appends {@code \}{@code uxxxx} with lowercase hex digits. */
  public static void appendUnicodeEscape(StringBuilder out, char unit) {
    out.append("\\u")
        .append(HEX[(unit >> 12) & 0xF])
        .append(HEX[(unit >> 8) & 0xF])
        .append(HEX[(unit >> 4) & 0xF])
        .append(HEX[unit & 0xF]);
  }
}

package io.qwenmanaged.content;

/**
 * A second, deliberately naive rendering for well-formed strings: JSON.stringify's escapes by
 * lookup, then the display escapes by the JDK's character database (via {@link ContentOracle}).
 */
final class ReferenceRenderer {

  private ReferenceRenderer() {}

  static String render(String text) {
    StringBuilder out = new StringBuilder("\"");
    text.codePoints().forEach(cp -> out.append(escape(cp)));
    return out.append('"').toString();
  }

  private static String escape(int cp) {
    if (cp == '"') {
      return "\\\"";
    }
    if (cp == '\\') {
      return "\\\\";
    }
    String shortForm =
        switch (cp) {
          case '\b' -> "\\b";
          case '\f' -> "\\f";
          case '\n' -> "\\n";
          case '\r' -> "\\r";
          case '\t' -> "\\t";
          default -> null;
        };
    if (shortForm != null) {
      return shortForm;
    }
    boolean display = cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029;
    if (display || ContentOracle.isFormat(cp)) {
      StringBuilder units = new StringBuilder();
      for (char unit : Character.toChars(cp)) {
        units.append(String.format("\\u%04x", (int) unit));
      }
      return units.toString();
    }
    return new String(Character.toChars(cp));
  }
}

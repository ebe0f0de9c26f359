package io.qwenmanaged.mcp.provider;

/**
 * Decodes the beginning of a JSON string straight from the UTF-8 bytes of the document, so a long
 * provider string is never decoded whole: only its first code points become a Java string. Counts
 * code points as {@link String#codePointCount} does (a surrogate pair, escaped or not, is one; an
 * unpaired surrogate is one) and never ends between the two halves of a pair.
 *
 * <p>The document must already be known to be well-formed UTF-8. The JSON parser checks the whole
 * string later, when it moves past it; this decoder only refuses what it cannot decode.
 */
final class JsonStringPrefix {

  private static final int END = -1;
  private static final int MALFORMED = -2;

  private final byte[] json;
  private int position;
  private int pending = -1;

  private JsonStringPrefix(byte[] json, int position) {
    this.json = json;
    this.position = position;
  }

  /**
   * The first {@code maxCodePoints} code points of the JSON string whose opening quote is at {@code
   * quote}, or {@code null} when the bytes there are not a JSON string this decoder can read.
   */
  static String read(byte[] json, int quote, int maxCodePoints) {
    if (quote < 0 || quote >= json.length || json[quote] != '"') {
      return null;
    }
    return new JsonStringPrefix(json, quote + 1).decode(maxCodePoints);
  }

  private String decode(int maxCodePoints) {
    StringBuilder out = new StringBuilder(Math.min(maxCodePoints, 64));
    int codePoints = 0;
    boolean unpairedHigh = false;
    while (true) {
      int unit = nextUnit();
      if (unit == END) {
        return out.toString();
      }
      if (unit == MALFORMED) {
        return null;
      }
      char c = (char) unit;
      if (unpairedHigh && Character.isLowSurrogate(c)) {
        out.append(c);
        unpairedHigh = false;
        continue;
      }
      if (codePoints == maxCodePoints) {
        return out.toString();
      }
      out.append(c);
      codePoints++;
      unpairedHigh = Character.isHighSurrogate(c);
    }
  }

  /**
   * The next UTF-16 unit of the string, {@link #END} at its closing quote, or {@link #MALFORMED}.
   */
  private int nextUnit() {
    if (pending >= 0) {
      int low = pending;
      pending = -1;
      return low;
    }
    if (position >= json.length) {
      return MALFORMED;
    }
    int lead = json[position] & 0xFF;
    if (lead == '"') {
      return END;
    }
    if (lead == '\\') {
      return escape();
    }
    if (lead < 0x80) {
      position++;
      return lead;
    }
    return multiByte(lead);
  }

  private int escape() {
    if (position + 1 >= json.length) {
      return MALFORMED;
    }
    int kind = json[position + 1];
    position += 2;
    switch (kind) {
      case '"':
      case '\\':
      case '/':
        return kind;
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'u':
        return hexUnit();
      default:
        return MALFORMED;
    }
  }

  private int hexUnit() {
    if (position + 4 > json.length) {
      return MALFORMED;
    }
    int unit = 0;
    for (int i = 0; i < 4; i++) {
      int digit = Character.digit(json[position + i], 16);
      if (digit < 0) {
        return MALFORMED;
      }
      unit = unit * 16 + digit;
    }
    position += 4;
    return unit;
  }

  private int multiByte(int lead) {
    int length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    if (lead < 0xC2 || lead > 0xF4 || position + length > json.length) {
      return MALFORMED;
    }
    int codePoint = lead & (0x3F >> (length - 1));
    for (int i = 1; i < length; i++) {
      codePoint = (codePoint << 6) | (json[position + i] & 0x3F);
    }
    position += length;
    if (codePoint < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
      return codePoint;
    }
    pending = Character.lowSurrogate(codePoint);
    return Character.highSurrogate(codePoint);
  }
}

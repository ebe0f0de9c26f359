package io.qwenmanaged.content;

/**
 * Explicit Unicode property tables used by the content contract.
 *
 * <p>The tables are written out instead of asking {@link Character}: Java's {@code
 * Character.isWhitespace} and regex {@code \s} are not Unicode White_Space, and the JDK's character
 * database lags the Unicode version that Qwen Code's Node runtime uses (Java 17 knows Unicode 13;
 * Node 20 ships ICU with Unicode 15.1 and later). The ranges below are those of Unicode 15.1
 * through 17.0, which agree for these three properties.
 */
final class UnicodeTables {

  /** Unicode property White_Space (PropList.txt), inclusive ranges. */
  private static final int[][] WHITE_SPACE = {
    {0x0009, 0x000D},
    {0x0020, 0x0020},
    {0x0085, 0x0085},
    {0x00A0, 0x00A0},
    {0x1680, 0x1680},
    {0x2000, 0x200A},
    {0x2028, 0x2029},
    {0x202F, 0x202F},
    {0x205F, 0x205F},
    {0x3000, 0x3000},
  };

  /** General category Cc (control), inclusive ranges. */
  private static final int[][] CONTROL = {
    {0x0000, 0x001F},
    {0x007F, 0x009F},
  };

  /** General category Cf (format), inclusive ranges. */
  private static final int[][] FORMAT = {
    {0x00AD, 0x00AD},
    {0x0600, 0x0605},
    {0x061C, 0x061C},
    {0x06DD, 0x06DD},
    {0x070F, 0x070F},
    {0x0890, 0x0891},
    {0x08E2, 0x08E2},
    {0x180E, 0x180E},
    {0x200B, 0x200F},
    {0x202A, 0x202E},
    {0x2060, 0x2064},
    {0x2066, 0x206F},
    {0xFEFF, 0xFEFF},
    {0xFFF9, 0xFFFB},
    {0x110BD, 0x110BD},
    {0x110CD, 0x110CD},
    {0x13430, 0x1343F},
    {0x1BCA0, 0x1BCA3},
    {0x1D173, 0x1D17A},
    {0xE0001, 0xE0001},
    {0xE0020, 0xE007F},
  };

  private UnicodeTables() {}

  static boolean isWhiteSpace(int codePoint) {
    return contains(WHITE_SPACE, codePoint);
  }

  static boolean isControl(int codePoint) {
    return contains(CONTROL, codePoint);
  }

  static boolean isFormat(int codePoint) {
    return contains(FORMAT, codePoint);
  }

  private static boolean contains(int[][] ranges, int codePoint) {
    for (int[] range : ranges) {
      if (codePoint < range[0]) {
        return false;
      }
      if (codePoint <= range[1]) {
        return true;
      }
    }
    return false;
  }
}

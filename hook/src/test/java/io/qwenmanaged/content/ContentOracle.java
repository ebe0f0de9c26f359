package io.qwenmanaged.content;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * An independent implementation of the content contract for property tests: it asks the JDK's
 * character database and regex engine instead of the explicit tables, and adds back the few Cf code
 * points assigned after Unicode 13 (the JDK 17 database).
 */
public final class ContentOracle {

  private static final Pattern WHITE_SPACE = Pattern.compile("\\p{IsWhite_Space}");
  private static final Set<Integer> FORMAT_ADDED_AFTER_UNICODE_13 =
      Set.of(0x0890, 0x0891, 0x13439, 0x1343A, 0x1343B, 0x1343C, 0x1343D, 0x1343E, 0x1343F);

  private ContentOracle() {}

  static boolean isInvisible(int codePoint) {
    int type = Character.getType(codePoint);
    return type == Character.CONTROL
        || type == Character.FORMAT
        || FORMAT_ADDED_AFTER_UNICODE_13.contains(codePoint)
        || WHITE_SPACE.matcher(new String(Character.toChars(codePoint))).matches();
  }

  static boolean isFormat(int codePoint) {
    return Character.getType(codePoint) == Character.FORMAT
        || FORMAT_ADDED_AFTER_UNICODE_13.contains(codePoint);
  }

  public static boolean isValid(String content) {
    for (int i = 0; i < content.length(); i++) {
      char unit = content.charAt(i);
      boolean paired =
          Character.isHighSurrogate(unit)
                  && i + 1 < content.length()
                  && Character.isLowSurrogate(content.charAt(i + 1))
              || Character.isLowSurrogate(unit)
                  && i > 0
                  && Character.isHighSurrogate(content.charAt(i - 1));
      if (Character.isSurrogate(unit) && !paired) {
        return false;
      }
    }
    return content.codePoints().count() <= 4000
        && content.codePoints().anyMatch(codePoint -> !isInvisible(codePoint));
  }
}

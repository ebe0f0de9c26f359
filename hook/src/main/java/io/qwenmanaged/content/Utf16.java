package io.qwenmanaged.content;

/**
 * Well-formed UTF-16: every surrogate is one half of a high-then-low pair. Java strings (and JSON
 * escapes such as {@code \ud800}) can hold a lone half, which has no UTF-8 form; the kit refuses
 * such text wherever it would be sent, written or compared, using this one scan.
 */
public final class Utf16 {

  private Utf16() {}

  /** Whether {@code text} holds a surrogate that is not part of a high-then-low pair. */
  public static boolean hasUnpairedSurrogate(CharSequence text) {
    int length = text.length();
    for (int i = 0; i < length; i++) {
      char unit = text.charAt(i);
      if (Character.isHighSurrogate(unit)
          && i + 1 < length
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(unit)) {
        return true;
      }
    }
    return false;
  }
}

package io.qwenmanaged.content;

/**
 * Renders memory content for the user's confirmation.
 *
 * <p>The rendering is the content as a JSON string literal, escaped exactly as JavaScript's {@code
 * JSON.stringify} escapes it, with every UTF-16 unit of DEL/C1 controls, U+2028, U+2029 and
 * general-category Cf code points further written as a lowercase {@code \}{@code uxxxx} escape.
 * Parsing the rendering as JSON returns the original content exactly.
 */
public final class ConfirmationText {

  /** The question shown above the rendered content in the hook's dialog. */
  public static final String QUESTION =
      "Save this exact content to the bound Mem0 repository memory?";

  private ConfirmationText() {}

  /** The hook's ask reason: the question, a newline, and the rendered content. */
  public static String reason(String content) {
    // A StringBuilder, not '+': string concatenation makes the JVM generate a class at run time,
    // the one class the hook's start-up archive cannot hold (about 10 ms per decision).
    return new StringBuilder(QUESTION).append('\n').append(render(content)).toString();
  }

  /** The content as a reversible, display-safe JSON string literal (with quotes). */
  public static String render(String content) {
    StringBuilder out = new StringBuilder(content.length() + 16);
    out.append('"');
    int index = 0;
    while (index < content.length()) {
      int codePoint = content.codePointAt(index);
      int units = Character.charCount(codePoint);
      if (needsDisplayEscape(codePoint)) {
        for (int unit = 0; unit < units; unit++) {
          JsonStringify.appendUnicodeEscape(out, content.charAt(index + unit));
        }
      } else if (units == 1) {
        JsonStringify.appendUnit(out, (char) codePoint);
      } else {
        out.append(content, index, index + units);
      }
      index += units;
    }
    return out.append('"').toString();
  }

  private static boolean needsDisplayEscape(int codePoint) {
    return (codePoint >= 0x7F && codePoint <= 0x9F)
        || codePoint == 0x2028
        || codePoint == 0x2029
        || UnicodeTables.isFormat(codePoint);
  }
}

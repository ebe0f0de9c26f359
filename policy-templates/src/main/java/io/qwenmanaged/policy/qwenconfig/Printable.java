package io.qwenmanaged.policy.qwenconfig;

/**
 * Names taken from a repository's files (a key, an event, a server name) as diagnostics may show
 * them: control and format characters written as {@code ?}, at most 60 characters.
 */
final class Printable {

  private static final int MAX = 60;

  private Printable() {}

  static String shorten(String name) {
    StringBuilder out = new StringBuilder();
    name.codePoints()
        .limit(MAX)
        .forEach(
            c -> {
              int type = Character.getType(c);
              boolean hidden =
                  Character.isISOControl(c)
                      || type == Character.FORMAT
                      || type == Character.LINE_SEPARATOR
                      || type == Character.PARAGRAPH_SEPARATOR;
              out.appendCodePoint(hidden ? '?' : c);
            });
    if (name.codePointCount(0, name.length()) > MAX) {
      out.append('…');
    }
    return out.toString();
  }
}

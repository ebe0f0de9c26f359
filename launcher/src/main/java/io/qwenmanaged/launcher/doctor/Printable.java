package io.qwenmanaged.launcher.doctor;

import java.util.Collection;
import java.util.List;

/**
 * Text from outside the kit (a repository's file, a process's output) made safe to print on one
 * terminal line: control, format and unpaired surrogate characters become {@code ?} (so no escape
 * sequence reaches the terminal), and long text is cut.
 */
final class Printable {

  /** The longest piece of outside text one line shows, in code points. */
  static final int MAX_LINE = 200;

  /** The longest single name shown, in code points. */
  static final int MAX_NAME = 64;

  /** How many names one line lists before it counts the rest. */
  static final int MAX_NAMES = 20;

  private Printable() {}

  /** {@code text} made printable and cut to {@link #MAX_LINE} code points. */
  static String line(String text) {
    return cut(text.strip(), MAX_LINE);
  }

  /** {@code names}, each made printable and cut, joined by commas, at most {@link #MAX_NAMES}. */
  static String names(Collection<String> names) {
    List<String> shown = names.stream().limit(MAX_NAMES).map(name -> cut(name, MAX_NAME)).toList();
    String joined = String.join(", ", shown);
    int more = names.size() - shown.size();
    return more > 0 ? joined + " and " + more + " more" : joined;
  }

  private static String cut(String text, int max) {
    StringBuilder out = new StringBuilder();
    int count = 0;
    for (int i = 0; i < text.length(); ) {
      int codePoint = text.codePointAt(i);
      i += Character.charCount(codePoint);
      if (count == max) {
        return out.append('…').toString();
      }
      out.appendCodePoint(safe(codePoint) ? codePoint : '?');
      count++;
    }
    return out.toString();
  }

  private static boolean safe(int codePoint) {
    int type = Character.getType(codePoint);
    return type != Character.CONTROL
        && type != Character.FORMAT
        && type != Character.SURROGATE
        && type != Character.UNASSIGNED
        && type != Character.LINE_SEPARATOR
        && type != Character.PARAGRAPH_SEPARATOR
        && type != Character.PRIVATE_USE;
  }
}

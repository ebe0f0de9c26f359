package io.qwenmanaged.launcher.doctor;

import io.qwenmanaged.policy.rules.JsWhitespace;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The variable names a {@code .env} file defines, found exactly as the {@code dotenv} parser Qwen
 * Code uses finds them — its one regular expression ({@code [export ]NAME=value} or {@code NAME:
 * value}, values in single, double or back quotes that may span lines, {@code #} comments), matched
 * line start by line start — but without a backtracking regular expression, so no file can make it
 * slow or overflow the stack. Values are never kept.
 */
final class DotEnvNames {

  private final String text;

  private DotEnvNames(String text) {
    this.text = text;
  }

  /** The names {@code content} defines, each once, in the order they first appear. */
  static List<String> of(String content) {
    DotEnvNames parser = new DotEnvNames(content.replace("\r\n", "\n").replace('\r', '\n'));
    Set<String> names = new LinkedHashSet<>();
    int position = 0;
    while (position < parser.text.length()) {
      if (parser.lineStart(position)) {
        int[] match = parser.matchAt(position);
        if (match != null) {
          names.add(parser.text.substring(match[0], match[1]));
          position = Math.max(match[2], position + 1);
          continue;
        }
      }
      position = parser.nextLineStart(position);
    }
    return new ArrayList<>(names);
  }

  /** {name start, name end, match end} of a definition starting at line start {@code p}. */
  private int[] matchAt(int p) {
    int i = skipSpace(p);
    if (text.startsWith("export", i) && i + 6 < text.length() && space(text.charAt(i + 6))) {
      int[] exported = definition(skipSpace(i + 6));
      if (exported != null) {
        return exported;
      }
    }
    return definition(i);
  }

  private int[] definition(int start) {
    int end = start;
    while (end < text.length() && nameChar(text.charAt(end))) {
      end++;
    }
    if (end == start) {
      return null;
    }
    int afterSpace = skipSpace(end);
    int value;
    if (afterSpace < text.length() && text.charAt(afterSpace) == '=') {
      value = afterSpace + 1;
    } else if (end + 1 < text.length() && text.charAt(end) == ':' && space(text.charAt(end + 1))) {
      value = end + 2;
    } else {
      return null;
    }
    return new int[] {start, end, valueEnd(value)};
  }

  /** Where the match ends after a value starting at {@code v}: quoted, plain, or none. */
  private int valueEnd(int v) {
    int quoted = quotedEnd(v);
    if (quoted >= 0) {
      return quoted;
    }
    int plain = v;
    while (plain < text.length() && "#\r\n".indexOf(text.charAt(plain)) < 0) {
      plain++;
    }
    int end = trailer(plain);
    return end >= 0 ? end : plain;
  }

  /**
   * A quoted value: the opening quote after any whitespace; closed by the first quote not preceded
   * by a backslash, or else (backtracking) by an escaped one, latest first — whichever is followed
   * by only whitespace or a comment up to a line end.
   */
  private int quotedEnd(int v) {
    int open = skipSpace(v);
    if (open >= text.length() || "'\"`".indexOf(text.charAt(open)) < 0) {
      return -1;
    }
    char quote = text.charAt(open);
    List<Integer> closings = new ArrayList<>();
    for (int c = open + 1; c < text.length(); c++) {
      if (text.charAt(c) == quote) {
        closings.add(c);
        if (text.charAt(c - 1) != '\\') {
          break;
        }
      }
    }
    for (int k = closings.size() - 1; k >= 0; k--) {
      int end = trailer(closings.get(k) + 1);
      if (end >= 0) {
        return end;
      }
    }
    return -1;
  }

  /** Whitespace, an optional comment, then a line end; the match end, or -1 if there is none. */
  private int trailer(int t) {
    int w = skipSpace(t);
    if (w == text.length()) {
      return w;
    }
    if (text.charAt(w) == '#') {
      while (w < text.length() && !lineTerminator(text.charAt(w))) {
        w++;
      }
      return w;
    }
    for (int b = w - 1; b >= t; b--) {
      if (lineTerminator(text.charAt(b))) {
        return b;
      }
    }
    return -1;
  }

  private int skipSpace(int from) {
    int i = from;
    while (i < text.length() && space(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private boolean lineStart(int p) {
    return p == 0 || lineTerminator(text.charAt(p - 1));
  }

  private int nextLineStart(int p) {
    int i = p;
    while (i < text.length() && !lineTerminator(text.charAt(i))) {
      i++;
    }
    return i + 1;
  }

  private static boolean space(char c) {
    return JsWhitespace.is(c);
  }

  private static boolean lineTerminator(char c) {
    return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029';
  }

  private static boolean nameChar(char c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || c == '_'
        || c == '.'
        || c == '-';
  }
}

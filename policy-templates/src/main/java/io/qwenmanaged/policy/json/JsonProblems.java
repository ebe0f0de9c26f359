package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.io.IOException;
import java.util.regex.Pattern;

/**
 * How a document Jackson refused is described: the kind of problem and where (line and column),
 * never a quote of the input, which Jackson's own messages make.
 */
final class JsonProblems {

  static final String DUPLICATE = "duplicate key";

  /** A key a message may quote: short, and nothing a terminal could read as a control. */
  private static final Pattern PLAIN_KEY = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

  private JsonProblems() {}

  /**
   * A description of a parse failure that quotes nothing of the input (Jackson's own message does):
   * a comment and a comma before a closing bracket are named, as a plan annotated like a guide's
   * example, or edited by hand, often has them.
   */
  static String kind(JsonProcessingException e, String text, JsonLocation where) {
    if (e instanceof StreamConstraintsException) {
      return "document exceeds parser limits (nesting or size)";
    }
    if (e instanceof JsonEOFException) {
      return "unexpected end of input";
    }
    String original = e.getOriginalMessage();
    if (original != null && original.startsWith("Duplicate field")) {
      return DUPLICATE;
    }
    int offset = where == null ? -1 : (int) where.getCharOffset();
    if (offset >= 0 && offset < text.length()) {
      char at = text.charAt(offset);
      if (at == '/' || at == '#') {
        return "comments are not allowed in JSON";
      }
      if ((at == '}' || at == ']') && previousNonBlank(text, offset) == ',') {
        return "a comma before '" + at + "' is not allowed in JSON";
      }
    }
    return "syntax error";
  }

  static String duplicateNamed(JsonParser parser) {
    try {
      String key = parser.currentName();
      return key != null && PLAIN_KEY.matcher(key).matches()
          ? DUPLICATE + " \"" + key + "\""
          : DUPLICATE;
    } catch (IOException e) {
      return DUPLICATE;
    }
  }

  private static char previousNonBlank(String text, int offset) {
    for (int i = offset - 1; i >= 0; i--) {
      char c = text.charAt(i);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        return c;
      }
    }
    return 0;
  }

  static String location(JsonLocation location) {
    if (location == null || location.getLineNr() < 1) {
      return "line 1, column 1";
    }
    return "line " + location.getLineNr() + ", column " + Math.max(1, location.getColumnNr());
  }

  /** Line and column (1-based, in UTF-16 units) of the character at {@code end} in {@code text}. */
  static String position(CharSequence text, int end) {
    int line = 1;
    int column = 1;
    for (int i = 0; i < end; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return "line " + line + ", column " + column;
  }
}

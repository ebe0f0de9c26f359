package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Whether a hook entry's {@code matcher} can select the memory write tool, decided as Qwen Code
 * matches a tool name: no matcher, an empty one, {@code *} and {@code .*} match every tool; the
 * exact name matches; a list {@code a|b} matches when an entry does; anything else is a JavaScript
 * regular expression searched anywhere in the name.
 *
 * <p>The kit evaluates the expression itself only when it is written in the part of regular
 * expressions where Java and JavaScript agree (literal characters, {@code . * + ? ^ $ | ( )},
 * simple character classes, counted repetition, escaped punctuation and {@code \w \d \s \b});
 * anything else counts as able to match. So the answer errs only towards refusing.
 */
public final class HookMatcher {

  private static final String TOOL = ManagedServer.REMEMBER;
  private static final String SAFE_ESCAPES = ".*+?^$|()[]{}\\-_/wdsWDSb";

  private HookMatcher() {}

  /** Whether an entry with {@code matcher} (missing: null) runs for the memory write tool. */
  static boolean canMatchRememberTool(JsonNode matcher) {
    if (matcher == null || matcher.isMissingNode() || matcher.isNull()) {
      return true;
    }
    if (!matcher.isTextual()) {
      return true;
    }
    return matches(matcher.textValue());
  }

  /** Whether a hook entry whose matcher is the string {@code matcher} runs for the write tool. */
  public static boolean matches(String matcher) {
    String pattern = trimEdges(matcher).stripLeading();
    if (pattern.isEmpty() || pattern.equals("*") || pattern.equals(".*") || pattern.equals(TOOL)) {
      return true;
    }
    String expression = pattern;
    if (pattern.contains("|") && !pattern.startsWith("^") && !pattern.startsWith("(")) {
      List<String> alternatives = new ArrayList<>();
      for (String entry : alternatives(pattern)) {
        String trimmed = trimEdges(entry).stripLeading();
        if (trimmed.equals("*") || trimmed.equals(".*") || trimmed.equals(TOOL)) {
          return true;
        }
        if (!trimmed.isEmpty()) {
          alternatives.add(trimmed);
        }
      }
      if (alternatives.isEmpty()) {
        return false;
      }
      expression = String.join("|", alternatives);
    }
    return !safe(expression) || search(expression);
  }

  private static boolean search(String expression) {
    try {
      return Pattern.compile(expression).matcher(TOOL).find();
    } catch (PatternSyntaxException e) {
      return true;
    }
  }

  /** Trailing whitespace removed unless escaped by an odd number of backslashes. */
  private static String trimEdges(String text) {
    int end = text.length();
    while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
      int backslashes = 0;
      for (int i = end - 2; i >= 0 && text.charAt(i) == '\\'; i--) {
        backslashes++;
      }
      if (backslashes % 2 == 1) {
        break;
      }
      end--;
    }
    return text.substring(0, end);
  }

  /** The top-level {@code |} alternatives, outside groups, classes and escapes. */
  private static List<String> alternatives(String pattern) {
    List<String> entries = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    boolean escaped = false;
    boolean inClass = false;
    int groups = 0;
    for (char c : pattern.toCharArray()) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (inClass) {
        inClass = c != ']';
      } else if (c == '[') {
        inClass = true;
      } else if (c == '(') {
        groups++;
      } else if (c == ')') {
        groups = Math.max(0, groups - 1);
      } else if (c == '|' && groups == 0) {
        entries.add(current.toString());
        current.setLength(0);
        continue;
      }
      current.append(c);
    }
    entries.add(current.toString());
    return entries;
  }

  /** Whether {@code expression} uses only constructs Java and JavaScript read alike. */
  public static boolean safe(String expression) {
    boolean inClass = false;
    char previous = 0;
    for (int i = 0; i < expression.length(); i++) {
      char c = expression.charAt(i);
      if (c == '\\') {
        if (i + 1 >= expression.length() || SAFE_ESCAPES.indexOf(expression.charAt(i + 1)) < 0) {
          return false;
        }
        i++;
        previous = 'a';
        continue;
      }
      if (inClass) {
        if (c == '[' || (c == '&' && previous == '&')) {
          return false;
        }
        inClass = c != ']';
      } else if (c == '[') {
        inClass = true;
      } else if (c == '(' && i + 1 < expression.length() && expression.charAt(i + 1) == '?') {
        if (!expression.startsWith("(?:", i)) {
          return false;
        }
      } else if (c == '{' && !quantifier(expression, i)) {
        return false;
      } else if ((c == '+' || c == '*' || c == '?' || c == '{') && isQuantifier(previous)) {
        if (c != '?') {
          return false;
        }
      } else if (c == '}' && !closesQuantifier(expression, i)) {
        return false;
      } else if (!literal(c) && "^$|().*+?{}".indexOf(c) < 0) {
        return false;
      }
      previous = c;
    }
    return !inClass;
  }

  private static boolean isQuantifier(char c) {
    return c == '*' || c == '+' || c == '?' || c == '}';
  }

  private static boolean quantifier(String expression, int open) {
    int close = expression.indexOf('}', open);
    return close > open
        && expression.substring(open + 1, close).matches("[0-9]+(,[0-9]*)?")
        && open > 0;
  }

  private static boolean closesQuantifier(String expression, int close) {
    int open = expression.lastIndexOf('{', close);
    return open >= 0 && quantifier(expression, open);
  }

  private static boolean literal(char c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || c == '_'
        || c == '-'
        || c == ','
        || c == ':'
        || c == '/'
        || c == '@'
        || c == '='
        || c == ' '
        || c == ']';
  }
}

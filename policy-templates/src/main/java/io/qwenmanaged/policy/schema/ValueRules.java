package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The keywords that look at one value: {@code type}, {@code const}, {@code enum}, {@code pattern},
 * {@code minLength}/{@code maxLength} and {@code minimum}/{@code maximum}. Where the full validator
 * compares numbers by their decimal value or counts a string's length in code points, a value whose
 * representation could make the two answers differ is {@link Verdict#UNDECIDED}.
 */
final class ValueRules {

  private ValueRules() {}

  /** {@code type}: one of the names. */
  record Types(List<String> names) implements Rule {
    Types {
      names = List.copyOf(names);
    }

    @Override
    public Verdict check(JsonNode value) {
      Verdict verdict = Verdict.INVALID;
      for (String name : names) {
        Verdict one = type(name, value);
        if (one == Verdict.VALID) {
          return one;
        }
        if (one == Verdict.UNDECIDED) {
          verdict = one;
        }
      }
      return verdict;
    }

    private static Verdict type(String name, JsonNode value) {
      return switch (name) {
        case "string" -> Verdict.of(value.isTextual());
        case "boolean" -> Verdict.of(value.isBoolean());
        case "null" -> Verdict.of(value.isNull());
        case "object" -> Verdict.of(value.isObject());
        case "array" -> Verdict.of(value.isArray());
        case "number" -> Verdict.of(value.isNumber());
        // A fraction or exponent whose value is whole counts as an integer in this draft.
        case "integer" ->
            value.isIntegralNumber()
                ? Verdict.VALID
                : value.isNumber() ? Verdict.UNDECIDED : Verdict.INVALID;
        default -> Verdict.UNDECIDED;
      };
    }
  }

  /** {@code const}: equal to the value; numbers are compared only when both are exact integers. */
  record Constant(JsonNode expected) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      if (expected.isNumber() != value.isNumber()) {
        return Verdict.INVALID;
      }
      if (expected.isNumber()) {
        return Numbers.isLong(expected) && Numbers.isLong(value)
            ? Verdict.of(expected.longValue() == value.longValue())
            : Verdict.UNDECIDED;
      }
      return Verdict.of(expected.equals(value));
    }
  }

  /**
   * {@code enum} with no number in any member: equal to one of them (where no number can take part,
   * the full validator's comparison is plain equality too).
   */
  record OneOfValues(List<JsonNode> members) implements Rule {
    OneOfValues {
      members = List.copyOf(members);
    }

    @Override
    public Verdict check(JsonNode value) {
      return Verdict.of(members.contains(value));
    }
  }

  /**
   * {@code pattern}: a match anywhere in a string. A string with a line terminator is undecided:
   * there the full validator's end anchor and Java's differ.
   */
  record Matches(Pattern pattern) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      if (!value.isTextual()) {
        return Verdict.VALID;
      }
      String text = value.textValue();
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
          return Verdict.UNDECIDED;
        }
      }
      return Verdict.of(pattern.matcher(text).find());
    }
  }

  /**
   * {@code minLength}/{@code maxLength} (absent: 0 and {@link Integer#MAX_VALUE}): a string with a
   * surrogate is undecided, since the full validator counts code points.
   */
  record Length(int min, int max) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      if (!value.isTextual()) {
        return Verdict.VALID;
      }
      String text = value.textValue();
      for (int i = 0; i < text.length(); i++) {
        if (Character.isSurrogate(text.charAt(i))) {
          return Verdict.UNDECIDED;
        }
      }
      return Verdict.of(text.length() >= min && text.length() <= max);
    }
  }

  /** {@code minimum}/{@code maximum} (inclusive): decided for exact integers only. */
  record Bounds(long min, long max) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      if (!value.isNumber()) {
        return Verdict.VALID;
      }
      if (!Numbers.isLong(value)) {
        return Verdict.UNDECIDED;
      }
      long number = value.longValue();
      return Verdict.of(number >= min && number <= max);
    }
  }

  /** Which number nodes are compared here. */
  static final class Numbers {
    private Numbers() {}

    /** An integer node whose value is an exact {@code long}. */
    static boolean isLong(JsonNode value) {
      return value.isInt() || value.isLong();
    }
  }
}

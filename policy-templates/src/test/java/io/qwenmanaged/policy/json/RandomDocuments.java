package io.qwenmanaged.policy.json;

import java.util.Random;

/**
 * Random JSON texts for property tests: nested values with every scalar kind (small, long and huge
 * integers, fractions, exponents out of range, escapes, non-ASCII), random whitespace, and, for
 * about half of them, one corruption (a cut, a duplicate key, trailing data, a stray character).
 */
final class RandomDocuments {

  private static final String[] SCALARS = {
    "0",
    "-1",
    "7",
    "2147483647",
    "2147483648",
    "-9223372036854775808",
    "9223372036854775808",
    "123456789012345678901234567890",
    "0.1",
    "-2.5e3",
    "1e999",
    "-1e999",
    "1E-400",
    "1.0",
    "true",
    "false",
    "null",
    "\"\"",
    "\"a\"",
    "\"\\u00e9\\n\\\"\"",
    "\"é😀\"",
    "01",
    "1.",
    "NaN",
    "'x'",
    "\"\\x\"",
    "-0",
    "-0.0",
    "999999999",
    "1000000000",
    "-2147483648",
    "-2147483649",
    "9223372036854775807",
    "1000000000000000000",
    "1e5",
    "1E+2",
    "0e0",
    "100000000000000000000e-20",
    "-",
    "+1",
    ".5",
    "1e",
    "1e+",
    "-01",
    "tru",
    "nul",
    "truex",
    "\"\\ud800\"",
    "\"\\uDC00x\\u00E9\"",
    "\"\\/\\b\\f\\r\\t\"",
    "\"\\u00\"",
    "\"\\u00G0\"",
    "\"\u007f\u2028\ufeff\"",
    "\"tab\there\"",
    "\ufeff1"
  };
  private static final String[] SPACE = {"", " ", "\n", "\t", "\r\n  "};
  private static final String[] STRAY = {",", "]", "}", ":", "x", "\"", "/*c*/", "\u0001"};

  private RandomDocuments() {}

  static String text(Random random) {
    StringBuilder out = new StringBuilder();
    value(random, out, 0);
    String text = out.toString();
    if (random.nextBoolean()) {
      return text;
    }
    switch (random.nextInt(4)) {
      case 0:
        return text.substring(0, random.nextInt(text.length() + 1));
      case 1:
        return text + SPACE[random.nextInt(SPACE.length)] + "1";
      case 2:
        int at = random.nextInt(text.length() + 1);
        return text.substring(0, at) + STRAY[random.nextInt(STRAY.length)] + text.substring(at);
      default:
        return "{\"k\":1," + SPACE[random.nextInt(SPACE.length)] + "\"k\":" + text + "}";
    }
  }

  private static void value(Random random, StringBuilder out, int depth) {
    out.append(SPACE[random.nextInt(SPACE.length)]);
    int kind = depth > 4 ? 2 : random.nextInt(3);
    if (kind == 0) {
      out.append('{');
      int size = random.nextInt(4);
      for (int i = 0; i < size; i++) {
        out.append(i > 0 ? "," : "").append("\"k").append(random.nextInt(6)).append("\":");
        value(random, out, depth + 1);
      }
      out.append('}');
    } else if (kind == 1) {
      out.append('[');
      int size = random.nextInt(4);
      for (int i = 0; i < size; i++) {
        out.append(i > 0 ? "," : "");
        value(random, out, depth + 1);
      }
      out.append(']');
    } else {
      out.append(SCALARS[random.nextInt(SCALARS.length)]);
    }
    out.append(SPACE[random.nextInt(SPACE.length)]);
  }
}

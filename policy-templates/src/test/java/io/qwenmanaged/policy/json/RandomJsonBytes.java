package io.qwenmanaged.policy.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

/**
 * Random JSON-like bytes for the wide property test of the strict reader. Values nest up to five
 * deep; strings mix plain letters, code points from every plane (lone surrogates and raw control
 * characters included), the short escapes and {@code \\u} escapes with random hex digits (lone
 * surrogates included); keys come from a small set, so duplicates occur, and are sometimes spelled
 * with escapes, so a duplicate is not always the same text; numbers are built from their parts
 * (sign, leading zero, integer digits up to 25, fraction, exponent). About once in sixty a piece
 * breaks the grammar on purpose (a bad escape, word, space or comment, a missing colon, a stray
 * comma, a leading zero, an empty fraction or exponent, an unterminated string, a second value),
 * and a third of the texts then get one to three byte mutations: a byte changed, inserted or
 * removed, or the text cut.
 */
final class RandomJsonBytes {

  private static final String[] KEYS = {"a", "b", "version", "k0", "k1", "é", "😀", ""};
  private static final String[] SPACE = {"", "", " ", "\n", "\t", "\r\n "};
  private static final String[] NOT_SPACE = {
    "\u000b", "\u00a0", "\u2028", "\f", "/*c*/", "//c\n", "#c\n"
  };
  private static final String[] ESCAPES = {
    "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t"
  };
  private static final String[] NOT_ESCAPES = {"\\x", "\\'", "\\u12", "\\", "\\U0041", "\\0"};
  private static final String[] WORDS = {"true", "false", "null"};
  private static final String[] NOT_WORDS = {
    "tru", "nulll", "True", "NaN", "Infinity", "undefined"
  };
  private static final String HEX = "0123456789abcdefABCDEF";

  private RandomJsonBytes() {}

  static byte[] bytes(Random random) {
    StringBuilder out = new StringBuilder();
    value(random, out, 0);
    if (rarely(random)) {
      value(random, out, 0);
    }
    byte[] bytes = out.toString().getBytes(StandardCharsets.UTF_8);
    return random.nextInt(3) == 0 ? mutated(random, bytes) : bytes;
  }

  /** True about once in sixty: how often a generated piece breaks the grammar on purpose. */
  private static boolean rarely(Random random) {
    return random.nextInt(60) == 0;
  }

  private static String pick(Random random, String[] usual, String[] rare) {
    return rarely(random) ? rare[random.nextInt(rare.length)] : usual[random.nextInt(usual.length)];
  }

  private static void value(Random random, StringBuilder out, int depth) {
    out.append(pick(random, SPACE, NOT_SPACE));
    int kind = depth >= 5 ? 2 + random.nextInt(3) : random.nextInt(6);
    switch (kind) {
      case 0 -> container(random, out, depth, true);
      case 1 -> container(random, out, depth, false);
      case 2 -> number(random, out);
      case 3 -> string(random, out);
      default -> out.append(pick(random, WORDS, NOT_WORDS));
    }
    out.append(pick(random, SPACE, NOT_SPACE));
  }

  private static void container(Random random, StringBuilder out, int depth, boolean object) {
    out.append(object ? '{' : '[');
    int size = random.nextInt(5);
    for (int i = 0; i < size; i++) {
      if (i > 0 || rarely(random)) {
        out.append(',');
      }
      if (object) {
        key(random, out);
        out.append(rarely(random) ? "" : ":");
      }
      value(random, out, depth + 1);
    }
    if (size > 0 && rarely(random)) {
      out.append(',');
    }
    out.append(object ? '}' : ']');
  }

  private static void key(Random random, StringBuilder out) {
    if (random.nextInt(4) == 0) {
      string(random, out);
      return;
    }
    String key = KEYS[random.nextInt(KEYS.length)];
    out.append('"');
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      out.append(random.nextInt(4) == 0 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
    }
    out.append('"');
  }

  private static void number(Random random, StringBuilder out) {
    if (random.nextInt(3) == 0) {
      out.append(rarely(random) ? "+" : "-");
    }
    if (random.nextInt(5) == 0) {
      out.append('0').append(rarely(random) ? digits(random, 1 + random.nextInt(3)) : "");
    } else {
      out.append(1 + random.nextInt(9)).append(digits(random, random.nextInt(25)));
    }
    if (random.nextInt(3) == 0) {
      out.append('.').append(digits(random, rarely(random) ? 0 : 1 + random.nextInt(20)));
    }
    if (random.nextInt(3) == 0) {
      out.append(random.nextBoolean() ? 'e' : 'E');
      int sign = random.nextInt(3);
      out.append(sign == 0 ? "" : sign == 1 ? "+" : "-");
      out.append(digits(random, rarely(random) ? 0 : 1 + random.nextInt(4)));
    }
  }

  private static String digits(Random random, int count) {
    StringBuilder digits = new StringBuilder();
    for (int i = 0; i < count; i++) {
      digits.append(random.nextInt(10));
    }
    return digits.toString();
  }

  private static void string(Random random, StringBuilder out) {
    out.append('"');
    int pieces = random.nextInt(6);
    for (int i = 0; i < pieces; i++) {
      switch (random.nextInt(6)) {
        case 0 -> out.append((char) ('a' + random.nextInt(26)));
        case 1 -> out.appendCodePoint(random.nextInt(0x110000));
        case 2 -> out.appendCodePoint(random.nextInt(0x800));
        case 3 -> out.append(pick(random, ESCAPES, NOT_ESCAPES));
        case 4 -> {
          out.append("\\u");
          for (int h = 0; h < 4; h++) {
            out.append(rarely(random) ? 'g' : HEX.charAt(random.nextInt(HEX.length())));
          }
        }
        default -> out.append(String.format("\\u%04x", 0xd800 + random.nextInt(0x800)));
      }
    }
    if (!rarely(random)) {
      out.append('"');
    }
  }

  private static byte[] mutated(Random random, byte[] bytes) {
    byte[] text = bytes;
    int mutations = 1 + random.nextInt(3);
    for (int m = 0; m < mutations; m++) {
      int at = random.nextInt(text.length + 1);
      byte[] next;
      switch (random.nextInt(4)) {
        case 0 -> {
          next = text.clone();
          if (at < next.length) {
            next[at] = (byte) random.nextInt(256);
          }
        }
        case 1 -> {
          next = new byte[text.length + 1];
          System.arraycopy(text, 0, next, 0, at);
          next[at] = (byte) random.nextInt(256);
          System.arraycopy(text, at, next, at + 1, text.length - at);
        }
        case 2 -> {
          int end = Math.min(text.length, at + 1);
          next = new byte[text.length - (end - at)];
          System.arraycopy(text, 0, next, 0, at);
          System.arraycopy(text, end, next, at, text.length - end);
        }
        default -> next = Arrays.copyOf(text, at);
      }
      text = next;
    }
    return text;
  }
}

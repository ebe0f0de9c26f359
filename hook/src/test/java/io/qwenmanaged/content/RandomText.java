package io.qwenmanaged.content;

import java.util.Random;

/** Random strings biased towards the characters the content contract cares about. */
public final class RandomText {

  private static final int[] INTERESTING = {
    ' ', '\t', '\n', '\r', 0x0B, 0x0C, 0x00, 0x1F, '"', '\\', '/', '<', '>', 0x7F, 0x80, 0x85, 0x9F,
    0xA0, 0xAD, 0x061C, 0x0890, 0x180E, 0x1680, 0x2000, 0x2007, 0x200A, 0x200B, 0x200D, 0x200F,
    0x2028, 0x2029, 0x202A, 0x202E, 0x202F, 0x205F, 0x2060, 0x2066, 0x3000, 0xFEFF, 0xFFF9, 0xFFFD,
    0x110BD, 0x110CD, 0x1343F, 0x1BCA0, 0x1D173, 0xE0001, 0xE0041, 0x1F600, 0x10FFFF, 'a', 'Z', '7',
    0x4E2D, 0xE9,
  };

  private final Random random;

  public RandomText(long seed) {
    this.random = new Random(seed);
  }

  /** A string of up to {@code maxUnits} UTF-16 units, possibly with unpaired surrogates. */
  public String next(int maxUnits) {
    int length = random.nextInt(maxUnits + 1);
    StringBuilder out = new StringBuilder(length + 1);
    while (out.length() < length) {
      int pick = random.nextInt(10);
      if (pick < 5) {
        out.appendCodePoint(INTERESTING[random.nextInt(INTERESTING.length)]);
      } else if (pick < 7) {
        out.appendCodePoint(randomScalar());
      } else if (pick < 8) {
        out.append((char) (0xD800 + random.nextInt(0x800)));
      } else {
        out.append((char) random.nextInt(0x100));
      }
    }
    return out.toString();
  }

  /** A string that never holds an unpaired surrogate. */
  String nextWellFormed(int maxUnits) {
    String text = next(maxUnits);
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints()
        .forEach(cp -> out.appendCodePoint(Character.isSurrogate((char) cp) ? 'x' : cp));
    return out.toString();
  }

  private int randomScalar() {
    while (true) {
      int codePoint = random.nextInt(0x110000);
      if (codePoint < 0xD800 || codePoint > 0xDFFF) {
        return codePoint;
      }
    }
  }
}

package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.mcp.provider.SearchItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random search results biased towards escapes, astral characters and the field limits. */
final class RandomItems {

  private static final int[] INTERESTING = {
    '<', '>', '"', '\\', '/', '&', '\'', '\b', '\f', '\n', '\r', '\t', 0x00, 0x01, 0x1F, 0x7F, 0x80,
    0x9F, 0xA0, 0xAD, 0x2028, 0x2029, 0x200B, 0xFEFF, 0xFFFD, 0xE9, 0x4E2D, 0x1F600, 0x10FFFF, 'a',
    'Z', ' ',
  };

  private final Random random;

  RandomItems(long seed) {
    this.random = new Random(seed);
  }

  /** Zero to seven items. */
  List<SearchItem> nextList() {
    int count = random.nextInt(8);
    List<SearchItem> items = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      items.add(nextItem());
    }
    return items;
  }

  SearchItem nextItem() {
    return new SearchItem(
        nonEmpty(SearchItem.ID_LIMIT),
        nonEmpty(SearchItem.CONTENT_LIMIT),
        optional(SearchItem.TITLE_LIMIT),
        optional(SearchItem.URI_LIMIT),
        random.nextInt(3) == 0 ? null : JsNumberTest.randomFinite(random),
        optional(SearchItem.UPDATED_AT_LIMIT));
  }

  private String optional(int limit) {
    int pick = random.nextInt(6);
    if (pick == 0) {
      return null;
    }
    return pick == 1 ? "" : text(limit);
  }

  private String nonEmpty(int limit) {
    String text = text(limit);
    return text.isEmpty() ? "x" : text;
  }

  /** Short, near the limit (in code points), or anywhere up to one and a half times it. */
  private String text(int limit) {
    int codePoints =
        switch (random.nextInt(3)) {
          case 0 -> random.nextInt(12);
          case 1 -> Math.max(0, limit - 2 + random.nextInt(5));
          default -> random.nextInt(limit + limit / 2 + 1);
        };
    boolean plain = random.nextInt(4) == 0;
    StringBuilder out = new StringBuilder(codePoints * 2);
    for (int i = 0; i < codePoints; i++) {
      int pick = random.nextInt(10);
      if (plain || pick < 4) {
        out.append((char) ('a' + random.nextInt(26)));
      } else if (pick < 8) {
        out.appendCodePoint(INTERESTING[random.nextInt(INTERESTING.length)]);
      } else if (pick < 9) {
        out.append((char) (0xD800 + random.nextInt(0x800)));
      } else {
        out.appendCodePoint(randomScalar());
      }
    }
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

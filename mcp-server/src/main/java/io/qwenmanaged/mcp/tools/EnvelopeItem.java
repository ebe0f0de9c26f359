package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.mcp.provider.SearchItem;

/**
 * One search item as the envelope writes it, and how it shrinks to fit the envelope's budget.
 * Fields longer than their limit are cut to that many code points; an unpaired surrogate counts as
 * one code point and a surrogate pair is never split. {@code title}, {@code uri} and {@code
 * updatedAt} are written only when they are non-empty strings; {@code score} whenever it is finite,
 * 0 included.
 */
final class EnvelopeItem {

  private static final int ID_LIMIT = SearchItem.ID_LIMIT;
  private static final int CONTENT_LIMIT = SearchItem.CONTENT_LIMIT;
  private static final int TITLE_LIMIT = SearchItem.TITLE_LIMIT;
  private static final int URI_LIMIT = SearchItem.URI_LIMIT;
  private static final int UPDATED_AT_LIMIT = SearchItem.UPDATED_AT_LIMIT;

  private static final int ID = 0;
  private static final int CONTENT = 1;
  private static final int TITLE = 2;
  private static final int URI = 3;
  private static final int SCORE = 4;
  private static final int UPDATED_AT = 5;
  private static final int[] DROP_ORDER = {SCORE, UPDATED_AT, TITLE, URI};

  /** Each member rendered as {@code "key":value}, in key order; {@code null} when absent. */
  private final String[] members;

  private final String content;

  private EnvelopeItem(String[] members, String content) {
    this.members = members;
    this.content = content;
  }

  /** The item with its fields cut to their limits; {@code null} without an id or content. */
  static EnvelopeItem of(SearchItem item) {
    if (item == null || item.id() == null || item.content() == null) {
      return null;
    }
    String content = prefix(item.content(), CONTENT_LIMIT);
    String[] members = new String[6];
    members[ID] = stringMember("id", prefix(item.id(), ID_LIMIT));
    members[CONTENT] = stringMember("content", content);
    if (isPresent(item.title())) {
      members[TITLE] = stringMember("title", prefix(item.title(), TITLE_LIMIT));
    }
    if (isPresent(item.uri())) {
      members[URI] = stringMember("uri", prefix(item.uri(), URI_LIMIT));
    }
    Double score = item.score();
    if (score != null && Double.isFinite(score)) {
      members[SCORE] = "\"score\":" + JsNumber.format(score);
    }
    if (isPresent(item.updatedAt())) {
      members[UPDATED_AT] = stringMember("updatedAt", prefix(item.updatedAt(), UPDATED_AT_LIMIT));
    }
    return new EnvelopeItem(members, content);
  }

  /**
   * The item's JSON object in at most {@code room} UTF-16 units: whole if it fits, else without
   * {@code score}, then {@code updatedAt}, then {@code title}, then {@code uri}, then with the
   * longest content prefix that fits; {@code null} when not even one code point of content fits.
   */
  String fit(int room) {
    String[] kept = members.clone();
    if (length(kept) <= room) {
      return render(kept);
    }
    for (int member : DROP_ORDER) {
      if (kept[member] != null) {
        kept[member] = null;
        if (length(kept) <= room) {
          return render(kept);
        }
      }
    }
    return withContentPrefix(room);
  }

  private String withContentPrefix(int room) {
    String head = "{" + members[ID] + ",\"content\":\"";
    int available = room - head.length() - 2;
    int end = 0;
    int used = 0;
    while (end < content.length()) {
      int codePoint = content.codePointAt(end);
      int units = EnvelopeStrings.escapedUnits(codePoint);
      if (used + units > available) {
        break;
      }
      used += units;
      end += Character.charCount(codePoint);
    }
    if (end == 0) {
      return null;
    }
    StringBuilder out = new StringBuilder(head.length() + used + 2).append(head);
    EnvelopeStrings.appendEscaped(out, content, end);
    return out.append("\"}").toString();
  }

  private static int length(String[] kept) {
    int length = 1;
    for (String member : kept) {
      if (member != null) {
        length += member.length() + 1;
      }
    }
    return length;
  }

  private static String render(String[] kept) {
    StringBuilder out = new StringBuilder(length(kept)).append('{');
    for (String member : kept) {
      if (member != null) {
        if (out.length() > 1) {
          out.append(',');
        }
        out.append(member);
      }
    }
    return out.append('}').toString();
  }

  /** An optional string reaches the envelope only when it is not empty. */
  private static boolean isPresent(String optional) {
    return optional != null && !optional.isEmpty();
  }

  private static String stringMember(String key, String value) {
    StringBuilder out = new StringBuilder(key.length() + value.length() + 8);
    out.append('"').append(key).append("\":");
    EnvelopeStrings.appendQuoted(out, value);
    return out.toString();
  }

  /** The first {@code limit} code points of {@code value}. */
  static String prefix(String value, int limit) {
    if (value.length() <= limit) {
      return value;
    }
    if (value.codePointCount(0, value.length()) <= limit) {
      return value;
    }
    return value.substring(0, value.offsetByCodePoints(0, limit));
  }
}

package io.qwenmanaged.mcp.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.provider.SearchItem;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Random result lists: the envelope stays within budget, parses as strict JSON, decodes to the
 * expected cut values, shrinks items only in the documented order, and uses the room it has.
 */
@Tag("unit")
class SearchEnvelopePropertyTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> DROP_ORDER = List.of("score", "updatedAt", "title", "uri");
  private static final String TAIL = "]}}";

  @Test
  void envelopeIsAlwaysWithinBudgetAndDecodesToTheExpectedValues() throws Exception {
    RandomItems random = new RandomItems(20261130L);
    for (int run = 0; run < 3000; run++) {
      List<SearchItem> items = random.nextList();
      String text = SearchEnvelope.render(items);
      checkEnvelope(items, text);
    }
  }

  private static void checkEnvelope(List<SearchItem> items, String text) throws Exception {
    assertTrue(text.length() <= SearchEnvelope.MAX_UNITS, "over budget");
    assertFalse(text.contains("<") || text.contains(">"), "raw angle bracket");
    JsonNode context = JSON.readTree(text).get("untrusted_external_context");
    assertEquals(SearchEnvelope.NOTICE, context.get("notice").textValue());
    JsonNode decoded = context.get("items");
    assertTrue(decoded.size() <= items.size());
    for (int i = 0; i < decoded.size(); i++) {
      String upToItem = SearchEnvelope.render(items.subList(0, i + 1));
      String stem = upToItem.substring(0, upToItem.length() - TAIL.length());
      assertTrue(text.startsWith(stem), "later items changed an earlier one");
      checkItem(items.get(i), decoded.get(i), upToItem.length());
    }
    if (decoded.size() < items.size()) {
      SearchItem next = items.get(decoded.size());
      String content = cut(next.content(), 1000);
      String firstCodePoint = content.substring(0, content.offsetByCodePoints(0, 1));
      String minimal =
          "{\"id\":" + quote(cut(next.id(), 128)) + ",\"content\":" + quote(firstCodePoint) + "}";
      int separator = decoded.size() > 0 ? 1 : 0;
      assertTrue(text.length() + separator + minimal.length() > 4000, "an item was dropped");
    }
  }

  private static void checkItem(SearchItem item, JsonNode actual, int lengthWithItem) {
    Map<String, Object> full = expectedFields(item);
    List<String> keys = new ArrayList<>();
    actual.fieldNames().forEachRemaining(keys::add);
    String fullContent = (String) full.get("content");
    String content = actual.get("content").textValue();
    assertEquals(full.get("id"), actual.get("id").textValue());
    if (!content.equals(fullContent)) {
      assertEquals(List.of("id", "content"), keys);
      assertFalse(content.isEmpty());
      assertTrue(fullContent.startsWith(content));
      assertFalse(
          Character.isHighSurrogate(content.charAt(content.length() - 1))
              && Character.isLowSurrogate(fullContent.charAt(content.length())),
          "split a surrogate pair");
      int next = fullContent.codePointAt(content.length());
      String nextText = new String(Character.toChars(next));
      assertTrue(lengthWithItem + quote(nextText).length() - 2 > 4000, "content cut too short");
      return;
    }
    List<String> dropped = new ArrayList<>();
    for (String key : DROP_ORDER) {
      if (full.containsKey(key) && !keys.contains(key)) {
        dropped.add(key);
      }
    }
    List<String> droppable = new ArrayList<>(DROP_ORDER);
    droppable.retainAll(full.keySet());
    assertEquals(droppable.subList(0, dropped.size()), dropped, "drop order");
    List<String> expectedKeys = new ArrayList<>(full.keySet());
    expectedKeys.removeAll(dropped);
    assertEquals(expectedKeys, keys);
    for (String key : keys) {
      Object expected = full.get(key);
      if (expected instanceof Double score) {
        assertEquals(score, actual.get(key).asDouble(), 0.0);
      } else {
        assertEquals(expected, actual.get(key).textValue(), key);
      }
    }
    if (!dropped.isEmpty()) {
      String last = dropped.get(dropped.size() - 1);
      Object value = full.get(last);
      String member =
          ",\""
              + last
              + "\":"
              + (value instanceof Double d ? JsNumber.format(d) : quote((String) value));
      assertTrue(lengthWithItem + member.length() > 4000, last + " dropped needlessly");
    }
  }

  private static Map<String, Object> expectedFields(SearchItem item) {
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("id", cut(item.id(), 128));
    fields.put("content", cut(item.content(), 1000));
    if (item.title() != null && !item.title().isEmpty()) {
      fields.put("title", cut(item.title(), 200));
    }
    if (item.uri() != null && !item.uri().isEmpty()) {
      fields.put("uri", cut(item.uri(), 500));
    }
    if (item.score() != null) {
      fields.put("score", item.score());
    }
    if (item.updatedAt() != null && !item.updatedAt().isEmpty()) {
      fields.put("updatedAt", cut(item.updatedAt(), 64));
    }
    return fields;
  }

  static String cut(String value, int codePoints) {
    StringBuilder out = new StringBuilder();
    Iterator<Integer> points = value.codePoints().limit(codePoints).iterator();
    points.forEachRemaining(out::appendCodePoint);
    return out.toString();
  }

  /** A plain restatement of the escaping, code point by code point. */
  static String quote(String value) {
    StringBuilder out = new StringBuilder("\"");
    value
        .codePoints()
        .forEach(
            cp -> {
              String shortForm =
                  switch (cp) {
                    case '"' -> "\\\"";
                    case '\\' -> "\\\\";
                    case '\b' -> "\\b";
                    case '\f' -> "\\f";
                    case '\n' -> "\\n";
                    case '\r' -> "\\r";
                    case '\t' -> "\\t";
                    default -> null;
                  };
              if (shortForm != null) {
                out.append(shortForm);
              } else if (cp < 0x20 || cp == '<' || cp == '>' || (cp >= 0xD800 && cp <= 0xDFFF)) {
                out.append(String.format("\\u%04x", cp));
              } else {
                out.appendCodePoint(cp);
              }
            });
    return out.append('"').toString();
  }
}

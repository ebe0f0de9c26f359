package io.qwenmanaged.mcp.provider;

import static io.qwenmanaged.mcp.provider.ResponseBodies.CAP;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.provider.http.ProviderHttpClient;
import io.qwenmanaged.policy.Secret;
import java.net.ProxySelector;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A search answer is read as a token stream: each kept field is cut to what the envelope can show
 * while it is decoded, and the rest of the document is still checked in full.
 */
@Tag("unit")
class SearchFieldLimitsTest {

  private static final SearchResult FAILED = new SearchResult.Failed();

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();

  private SearchResult search(String body) {
    mem0.respondToSearch(FakeMem0.json(200, body));
    return new Mem0SearchProvider(
            new ProviderHttpClient(ProxySelector.of(null), 5000),
            new ProviderConfig.Mem0(mem0.baseUrl(), "MEM0_API_KEY", "repository-memory"),
            new Secret("m0-secret"))
        .search("q");
  }

  private static SearchResult found(SearchItem... items) {
    return new SearchResult.Found(List.of(items));
  }

  static Stream<Arguments> fields() {
    return Stream.of(
        Arguments.of("id", SearchItem.ID_LIMIT),
        Arguments.of("memory", SearchItem.CONTENT_LIMIT),
        Arguments.of("title", SearchItem.TITLE_LIMIT),
        Arguments.of("uri", SearchItem.URI_LIMIT),
        Arguments.of("updated_at", SearchItem.UPDATED_AT_LIMIT));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fields")
  void keepsAFieldWholeAtItsLimitAndCutsItJustAbove(String field, int limit) {
    String atLimit = "\u00e9".repeat(limit - 1) + "\uD83D\uDE00";
    String above = atLimit + "z";

    assertEquals(found(itemWith(field, atLimit)), search(itemJson(field, atLimit)));
    assertEquals(found(itemWith(field, atLimit)), search(itemJson(field, above)));
  }

  @Test
  void cutsAMemoryOfAWholeMebibyteToItsFirstThousandCodePoints() {
    String header = "{\"results\":[{\"id\":\"a\",\"memory\":\"";
    String longest = "\u4e2d".repeat((CAP - header.length() - 10) / 3);

    SearchResult result = search(header + longest + "\"}]}");

    assertEquals(
        found(new SearchItem("a", longest.substring(0, 1000), null, null, null, null)), result);
  }

  @Test
  void decodesEscapesUpToTheCut() {
    String escaped = "\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\u4E2D" + "x".repeat(1000);

    SearchItem item = onlyItem(search(itemJson("memory", escaped)));

    assertEquals("\"\\/\b\f\n\r\t\u00e9\u4e2d" + "x".repeat(990), item.content());
  }

  @Test
  void countsAnEscapedSurrogatePairAsOneCodePointAndNeverSplitsIt() {
    String escaped = "a".repeat(999) + "\\uD83D\\uDE00" + "b";

    assertEquals(
        "a".repeat(999) + "\uD83D\uDE00", onlyItem(search(itemJson("memory", escaped))).content());
  }

  @Test
  void countsAnUnpairedSurrogateAsOneCodePoint() {
    String escaped = "a".repeat(998) + "\\uDE00\\uD83D" + "b";

    assertEquals(
        "a".repeat(998) + "\uDE00\uD83D", onlyItem(search(itemJson("memory", escaped))).content());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"results\":[{\"id\":\"a\",\"memory\":\"%s\\x\"}]}",
        "{\"results\":[{\"id\":\"a\",\"memory\":\"%s\u0001\"}]}",
        "{\"results\":[{\"id\":\"a\",\"memory\":\"%s\\u12\"}]}"
      })
  void failsOnAnInvalidStringPastTheCut(String template) {
    assertEquals(FAILED, search(String.format(template, "x".repeat(2000))));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"a\":1,\"a\":2}",
        "{\"id\":\"6\",\"memory\":\"m\",\"memory\":\"n\"}",
        "[1,2,}",
        "{\"id\":\"6\",\"memory\":\"\\q\"}"
      })
  void checksItemsAfterTheFifthAlthoughItKeepsNone(String sixth) {
    StringBuilder items = new StringBuilder();
    for (int i = 1; i <= 5; i++) {
      items.append("{\"id\":\"").append(i).append("\",\"memory\":\"m\"},");
    }

    assertEquals(FAILED, search("{\"results\":[" + items + sixth + "]}"));
  }

  @Test
  void failsOnALeadingByteOrderMark() {
    assertEquals(FAILED, search("\uFEFF{\"results\":[]}"));
  }

  @Test
  void readsTheResultsArrayAfterOtherMembers() {
    String body =
        "{\"total\":{\"n\":[1,2]},\"results\":[{\"memory\":\"m\",\"id\":\"a\"}],\"x\":null}";

    assertEquals(found(new SearchItem("a", "m", null, null, null, null)), search(body));
  }

  private static SearchItem onlyItem(SearchResult result) {
    List<SearchItem> items = ((SearchResult.Found) result).items();
    assertEquals(1, items.size());
    return items.get(0);
  }

  private static String itemJson(String field, String value) {
    String item =
        field.equals("id")
            ? "{\"id\":\"" + value + "\",\"memory\":\"m\"}"
            : field.equals("memory")
                ? "{\"id\":\"a\",\"memory\":\"" + value + "\"}"
                : "{\"id\":\"a\",\"memory\":\"m\",\"" + field + "\":\"" + value + "\"}";
    return "{\"results\":[" + item + "]}";
  }

  private static SearchItem itemWith(String field, String value) {
    return new SearchItem(
        field.equals("id") ? value : "a",
        field.equals("memory") ? value : "m",
        field.equals("title") ? value : null,
        field.equals("uri") ? value : null,
        null,
        field.equals("updated_at") ? value : null);
  }
}

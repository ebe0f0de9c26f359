package io.qwenmanaged.mcp.provider;

import static io.qwenmanaged.mcp.provider.ResponseBodies.CAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.mcp.provider.http.ProviderHttpClient;
import io.qwenmanaged.policy.Secret;
import java.net.ProxySelector;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class Mem0SearchProviderTest {

  private static final SearchResult FAILED = new SearchResult.Failed();

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();

  private SearchProvider provider(int timeoutMs) {
    return new Mem0SearchProvider(
        new ProviderHttpClient(ProxySelector.of(null), timeoutMs),
        new ProviderConfig.Mem0(mem0.baseUrl(), "MEM0_API_KEY", "repository-memory"),
        new Secret("m0-secret"));
  }

  private SearchResult searchOnce(MockResponse response) {
    mem0.respondToSearch(response);
    SearchResult result = provider(2000).search("deploy steps");
    assertEquals(1, mem0.calls().size(), "exactly one request, never a retry");
    return result;
  }

  private SearchResult searchWithResults(String resultsJsonArray) {
    mem0.setSearchResults(resultsJsonArray);
    return provider(2000).search("deploy steps");
  }

  private static SearchResult found(SearchItem... items) {
    return new SearchResult.Found(List.of(items));
  }

  private static SearchItem item(String id, String content) {
    return new SearchItem(id, content, null, null, null, null);
  }

  private static String memory(String id, String memory) {
    return "{\"id\":\"" + id + "\",\"memory\":\"" + memory + "\"}";
  }

  @Test
  void sendsOneExactSearchRequest() {
    String query = "  deploy \"prod\" \\ 😀\u0000\u2028  ";

    provider(2000).search(query);

    RecordedCall call = mem0.searchCalls().get(0);
    assertEquals("POST", call.method());
    assertEquals(List.of("application/json"), call.header("Accept"));
    assertEquals(List.of("Token m0-secret"), call.header("Authorization"));
    assertEquals(List.of("application/json"), call.header("Content-Type"));
    assertEquals(
        "{\"query\":\"  deploy \\\"prod\\\" \\\\ 😀\\u0000\u2028  \","
            + "\"filters\":{\"app_id\":\"repository-memory\"},"
            + "\"top_k\":5,\"threshold\":0.1,\"rerank\":false}",
        new String(call.body(), StandardCharsets.UTF_8));
    assertEquals(1, mem0.calls().size());
  }

  @Test
  void keepsEveryWellTypedField() {
    String full =
        "{\"id\":\"m1\",\"memory\":\"Use blue-green deploys\",\"title\":\"Deploys\","
            + "\"uri\":\"https://wiki.example/d\",\"score\":0.82,"
            + "\"updated_at\":\"2026-01-15T10:30:00Z\",\"created_at\":\"2026-01-01T00:00:00Z\"}";

    assertEquals(
        found(
            new SearchItem(
                "m1",
                "Use blue-green deploys",
                "Deploys",
                "https://wiki.example/d",
                0.82,
                "2026-01-15T10:30:00Z")),
        searchWithResults("[" + full + "]"));
  }

  static Stream<Arguments> invalidItems() {
    return Stream.of(
        arguments("{\"memory\":\"m\"}"),
        arguments("{\"id\":\"\",\"memory\":\"m\"}"),
        arguments("{\"id\":7,\"memory\":\"m\"}"),
        arguments("{\"id\":null,\"memory\":\"m\"}"),
        arguments("{\"id\":\"x\"}"),
        arguments("{\"id\":\"x\",\"memory\":\"\"}"),
        arguments("{\"id\":\"x\",\"memory\":5}"),
        arguments("{\"id\":\"x\",\"memory\":[\"m\"]}"),
        arguments("{\"id\":\"x\",\"content\":\"m\"}"),
        arguments("\"just text\""),
        arguments("null"),
        arguments("[\"x\",\"m\"]"),
        arguments("42"));
  }

  @ParameterizedTest
  @MethodSource("invalidItems")
  void dropsItemsWithoutANonEmptyStringIdAndMemory(String invalid) {
    assertEquals(
        found(item("ok", "kept")),
        searchWithResults("[" + invalid + "," + memory("ok", "kept") + "]"));
  }

  static Stream<String> badScores() {
    return Stream.of(
        "\"0.5\"", "true", "null", "{}", "[0.5]", "1e400", "-1e400", "1" + "0".repeat(400));
  }

  @ParameterizedTest
  @MethodSource("badScores")
  void dropsAScoreThatIsNotAFiniteNumber(String score) {
    String item = "{\"id\":\"a\",\"memory\":\"m\",\"score\":" + score + "}";

    assertEquals(found(item("a", "m")), searchWithResults("[" + item + "]"));
  }

  @Test
  void keepsIntegerAndNegativeScores() {
    String items =
        "[{\"id\":\"a\",\"memory\":\"m\",\"score\":1},{\"id\":\"b\",\"memory\":\"m\",\"score\":-0.25}]";

    assertEquals(
        found(
            new SearchItem("a", "m", null, null, 1.0, null),
            new SearchItem("b", "m", null, null, -0.25, null)),
        searchWithResults(items));
  }

  @Test
  void dropsOptionalStringsOfTheWrongType() {
    String item =
        "{\"id\":\"a\",\"memory\":\"m\",\"title\":5,\"uri\":[\"u\"],\"updated_at\":false}";

    assertEquals(found(item("a", "m")), searchWithResults("[" + item + "]"));
  }

  @Test
  void prefersUpdatedAtInSnakeCaseAndFallsBackToCamelCase() {
    String items =
        "[{\"id\":\"a\",\"memory\":\"m\",\"updated_at\":\"snake\",\"updatedAt\":\"camel\"},"
            + "{\"id\":\"b\",\"memory\":\"m\",\"updatedAt\":\"camel\"},"
            + "{\"id\":\"c\",\"memory\":\"m\",\"updated_at\":1,\"updatedAt\":\"camel\"}]";

    assertEquals(
        found(
            new SearchItem("a", "m", null, null, null, "snake"),
            new SearchItem("b", "m", null, null, null, "camel"),
            new SearchItem("c", "m", null, null, null, "camel")),
        searchWithResults(items));
  }

  @Test
  void keepsTheFirstFiveValidItemsAfterDroppingInvalidOnes() {
    List<String> results = new ArrayList<>();
    List<SearchItem> expected = new ArrayList<>();
    results.add("{\"id\":\"\",\"memory\":\"bad\"}");
    results.add("{\"id\":\"bad\"}");
    results.add("\"bad\"");
    for (int i = 1; i <= 7; i++) {
      results.add(memory("m" + i, "memory " + i));
      if (i <= 5) {
        expected.add(item("m" + i, "memory " + i));
      }
    }

    assertEquals(
        new SearchResult.Found(expected), searchWithResults("[" + String.join(",", results) + "]"));
  }

  @Test
  void returnsNoItemsForAnEmptyResultList() {
    assertEquals(found(), searchWithResults("[]"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "[{\"id\":\"a\",\"memory\":\"m\"}]",
        "{\"results\":{\"id\":\"a\",\"memory\":\"m\"}}",
        "{\"results\":null}",
        "{\"items\":[{\"id\":\"a\",\"memory\":\"m\"}]}",
        "{}",
        "\"results\"",
        "null",
        "",
        "{\"results\":[",
        "{\"results\":[]} {}",
        "{\"results\":[],\"results\":[]}"
      })
  void failsOnAnyShapeOtherThanAnObjectWithAResultsArray(String body) {
    assertEquals(FAILED, searchOnce(FakeMem0.json(200, body)));
  }

  @ParameterizedTest
  @ValueSource(ints = {204, 301, 302, 307, 400, 401, 403, 404, 408, 429, 500, 503})
  void failsOnEveryNonSuccessStatusWithoutRetryOrRedirect(int status) {
    MockResponse response =
        status == 204
            ? new MockResponse.Builder().code(204).build()
            : FakeMem0.json(status, "{\"results\":[" + memory("a", "m") + "]}")
                .newBuilder()
                .setHeader("Location", mem0.baseUrl() + FakeMem0.SEARCH_PATH)
                .build();

    assertEquals(FAILED, searchOnce(response));
  }

  @Test
  void failsOnTransportAndBodyProblems() {
    String valid = "{\"results\":[" + memory("a", "m") + "]}";
    byte[] badUtf8 = HexFormat.of().parseHex("7b22726573756c7473223a5b5d2c2278223a22c328227d");
    List<MockResponse> broken =
        List.of(
            ResponseBodies.reset(),
            ResponseBodies.cutShort(valid),
            ResponseBodies.rawBody(badUtf8),
            ResponseBodies.declaredOverCap(valid),
            ResponseBodies.chunked(ResponseBodies.paddedTo(valid, CAP + 1)),
            ResponseBodies.unframed(ResponseBodies.paddedTo(valid, CAP + 1)));

    for (MockResponse response : broken) {
      mem0.respondToSearch(response);
      assertEquals(FAILED, provider(2000).search("q"), response.toString());
    }
    assertEquals(broken.size(), mem0.calls().size());
  }

  @Test
  void acceptsABodyOfExactlyOneMebibyte() {
    String body = ResponseBodies.paddedTo("{\"results\":[" + memory("a", "m") + "]}", CAP);

    assertEquals(found(item("a", "m")), searchOnce(ResponseBodies.chunked(body)));
  }

  @Test
  void failsWhenTheProviderIsTooSlow() {
    mem0.respondToSearch(
        FakeMem0.json(200, "{\"results\":[]}").newBuilder().bodyDelay(5, TimeUnit.SECONDS).build());

    assertEquals(FAILED, provider(300).search("q"));
  }

  @Test
  void failsWhenInterrupted() throws Exception {
    mem0.respondToSearch(
        FakeMem0.json(200, "{\"results\":[]}")
            .newBuilder()
            .headersDelay(10, TimeUnit.SECONDS)
            .build());
    AtomicReference<SearchResult> result = new AtomicReference<>();
    Thread caller = new Thread(() -> result.set(provider(20_000).search("q")));

    caller.start();
    mem0.awaitCalls(1, Duration.ofSeconds(10));
    caller.interrupt();
    caller.join();

    assertEquals(FAILED, result.get());
    assertTrue(mem0.calls().size() <= 1);
  }
}

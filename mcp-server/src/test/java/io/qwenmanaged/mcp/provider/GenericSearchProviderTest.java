package io.qwenmanaged.mcp.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.fakes.FakeGenericSearch;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.mcp.provider.http.ProviderHttpClient;
import io.qwenmanaged.policy.Secret;
import java.net.ProxySelector;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class GenericSearchProviderTest {

  @RegisterExtension final FakeGenericSearch generic = new FakeGenericSearch();
  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();

  private SearchProvider provider() {
    return new GenericSearchProvider(
        new ProviderHttpClient(ProxySelector.of(null), 2000),
        new ProviderConfig.GenericHttp(generic.baseUrl(), "SEARCH_TOKEN"),
        new Secret("bearer-secret"));
  }

  @Test
  void sendsOneExactSearchRequestWithABearerToken() {
    provider().search("  \"q\" 😀\n ");

    RecordedCall call = generic.calls().get(0);
    assertEquals("POST", call.method());
    assertEquals(FakeGenericSearch.SEARCH_PATH, call.path());
    assertEquals(List.of("application/json"), call.header("Accept"));
    assertEquals(List.of("Bearer bearer-secret"), call.header("Authorization"));
    assertEquals(List.of("application/json"), call.header("Content-Type"));
    assertEquals(
        "{\"query\":\"  \\\"q\\\" 😀\\n \",\"limit\":5}",
        new String(call.body(), StandardCharsets.UTF_8));
    assertEquals(1, generic.calls().size());
  }

  @Test
  void readsItemsWithContent() {
    generic.setItems(
        "[{\"id\":\"g1\",\"content\":\"text\",\"title\":\"T\",\"uri\":\"u\",\"score\":1e-7,"
            + "\"updatedAt\":\"2026\"},{\"id\":\"g2\",\"memory\":\"not content\"}]");

    assertEquals(
        new SearchResult.Found(List.of(new SearchItem("g1", "text", "T", "u", 1e-7, "2026"))),
        provider().search("q"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"{\"results\":[{\"id\":\"a\",\"content\":\"c\"}]}", "[]", "{\"items\":{}}", "{}"})
  void failsOnAnyShapeOtherThanAnObjectWithAnItemsArray(String body) {
    generic.respondToSearch(200, body);

    assertEquals(new SearchResult.Failed(), provider().search("q"));
  }

  @Test
  void failsOnNonSuccessStatuses() {
    generic.respondToSearch(401, "{\"items\":[]}");

    assertEquals(new SearchResult.Failed(), provider().search("q"));
  }

  @Test
  void yieldsTheSameItemsAsMem0ForTheSameData() {
    String fields =
        "\"title\":\"Tïtle <b>\",\"uri\":\"https://x.example/a?b=c\",\"score\":0.5,"
            + "\"updated_at\":\"2026-02-03T04:05:06Z\"";
    generic.setItems("[{\"id\":\"same\",\"content\":\"Line\\n😀\"," + fields + "}]");
    mem0.setSearchResults("[{\"id\":\"same\",\"memory\":\"Line\\n😀\"," + fields + "}]");
    SearchProvider mem0Search =
        new Mem0SearchProvider(
            new ProviderHttpClient(ProxySelector.of(null), 2000),
            new ProviderConfig.Mem0(mem0.baseUrl(), "MEM0_API_KEY", "app"),
            new Secret("m0-secret"));

    SearchResult fromGeneric = provider().search("q");

    assertEquals(mem0Search.search("q"), fromGeneric);
    assertEquals(1, ((SearchResult.Found) fromGeneric).items().size());
  }
}

package io.qwenmanaged.mcp.fakes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockResponse;

/**
 * A fake Mem0 Platform v3 (add and search) on loopback. Every request body is validated against the
 * official OpenAPI request schemas of {@code memories_add_v3} and {@code memories_search_v3}; an
 * invalid request is a violation that fails the test (see {@link #assertNoViolations()}).
 *
 * <p>Defaults: add answers 200 {@code {"status":"PENDING","event_id":"<random uuid>"}}; search
 * answers 200 {@code {"results":[...]}} with the list set by {@link #setSearchResults(String)}
 * (empty at first). Scripted responses take precedence, in order.
 */
public final class FakeMem0 extends FakeHttpProvider {

  public static final String ADD_PATH = "/v3/memories/add/";
  public static final String SEARCH_PATH = "/v3/memories/search/";

  private static final ObjectMapper JSON = new ObjectMapper();

  private final List<String> issuedEventIds = new CopyOnWriteArrayList<>();
  private volatile String searchResults = "[]";

  /** The next add request gets {@code response}. */
  public FakeMem0 respondToAdd(MockResponse response) {
    script(ADD_PATH, response);
    return this;
  }

  /** The next add request gets {@code status} with a JSON {@code body}. */
  public FakeMem0 respondToAdd(int status, String body) {
    return respondToAdd(json(status, body));
  }

  /** The next search request gets {@code response}. */
  public FakeMem0 respondToSearch(MockResponse response) {
    script(SEARCH_PATH, response);
    return this;
  }

  /** The next search request gets {@code status} with a JSON {@code body}. */
  public FakeMem0 respondToSearch(int status, String body) {
    return respondToSearch(json(status, body));
  }

  /** The {@code results} array that unscripted searches return, as JSON text. */
  public FakeMem0 setSearchResults(String resultsJsonArray) {
    try {
      if (!JSON.readTree(resultsJsonArray).isArray()) {
        throw new IllegalArgumentException("search results must be a JSON array");
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("search results must be JSON", e);
    }
    this.searchResults = resultsJsonArray;
    return this;
  }

  /** The {@code event_id}s handed out by default add responses, in order. */
  public List<String> issuedEventIds() {
    return List.copyOf(issuedEventIds);
  }

  /** Add requests received so far. */
  public List<RecordedCall> addCalls() {
    return calls(ADD_PATH);
  }

  /** Search requests received so far. */
  public List<RecordedCall> searchCalls() {
    return calls(SEARCH_PATH);
  }

  /** Also forgets the handed-out event ids and empties the search results again. */
  @Override
  public void reset() {
    super.reset();
    issuedEventIds.clear();
    searchResults = "[]";
  }

  /** A JSON response with {@code status} and {@code body}. */
  public static MockResponse json(int status, String body) {
    return new MockResponse.Builder()
        .code(status)
        .setHeader("Content-Type", "application/json")
        .body(body)
        .build();
  }

  @Override
  protected boolean handles(String path) {
    return path.equals(ADD_PATH) || path.equals(SEARCH_PATH);
  }

  @Override
  protected MockResponse defaultResponse(String path) {
    if (path.equals(ADD_PATH)) {
      String eventId = UUID.randomUUID().toString();
      issuedEventIds.add(eventId);
      return json(200, "{\"status\":\"PENDING\",\"event_id\":\"" + eventId + "\"}");
    }
    return json(200, "{\"results\":" + searchResults + "}");
  }

  @Override
  protected List<String> validateBody(String path, JsonNode body) {
    String operation =
        path.equals(ADD_PATH)
            ? Mem0OpenApiSchemas.ADD_OPERATION
            : Mem0OpenApiSchemas.SEARCH_OPERATION;
    return Mem0OpenApiSchemas.get()
        .map(schemas -> schemas.validate(operation, body))
        .orElse(List.of());
  }
}

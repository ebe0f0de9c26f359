package io.qwenmanaged.mcp.fakes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;

/**
 * A fake generic HTTP search v1 provider on loopback. There is no published schema, so requests are
 * checked against the contract itself: an object with exactly a non-empty string {@code query} and
 * an integer {@code limit}. Unscripted searches answer 200 {@code {"items":[...]}} with the list
 * set by {@link #setItems(String)} (empty at first).
 */
public final class FakeGenericSearch extends FakeHttpProvider {

  public static final String SEARCH_PATH = "/v1/context/search";

  private static final ObjectMapper JSON = new ObjectMapper();

  private volatile String items = "[]";

  /** The next search request gets {@code response}. */
  public FakeGenericSearch respondToSearch(MockResponse response) {
    script(SEARCH_PATH, response);
    return this;
  }

  /** The next search request gets {@code status} with a JSON {@code body}. */
  public FakeGenericSearch respondToSearch(int status, String body) {
    return respondToSearch(FakeMem0.json(status, body));
  }

  /** The {@code items} array that unscripted searches return, as JSON text. */
  public FakeGenericSearch setItems(String itemsJsonArray) {
    try {
      if (!JSON.readTree(itemsJsonArray).isArray()) {
        throw new IllegalArgumentException("items must be a JSON array");
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("items must be JSON", e);
    }
    this.items = itemsJsonArray;
    return this;
  }

  @Override
  protected boolean handles(String path) {
    return path.equals(SEARCH_PATH);
  }

  @Override
  protected MockResponse defaultResponse(String path) {
    return FakeMem0.json(200, "{\"items\":" + items + "}");
  }

  @Override
  protected List<String> validateBody(String path, JsonNode body) {
    List<String> problems = new ArrayList<>();
    if (!body.isObject() || body.size() != 2) {
      problems.add("body must be an object with exactly query and limit");
    }
    JsonNode query = body.get("query");
    if (query == null || !query.isTextual() || query.textValue().isEmpty()) {
      problems.add("query must be a non-empty string");
    }
    JsonNode limit = body.get("limit");
    if (limit == null || !limit.isIntegralNumber()) {
      problems.add("limit must be an integer");
    }
    return problems;
  }
}

package io.qwenmanaged.mcp.provider;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.qwenmanaged.mcp.provider.http.HttpOutcome;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a 2xx search response body into at most five items. The body must be an object whose {@code
 * arrayField} is an array; items need a non-empty string {@code id} and {@code contentField};
 * {@code title}, {@code uri}, {@code updated_at} (else {@code updatedAt}) and a finite numeric
 * {@code score} are kept only when well-typed. Invalid items are dropped before the first five are
 * kept.
 *
 * <p>The body is read as a token stream straight from its bytes: the whole document is checked, but
 * only the first five valid items are built, each field cut to what the envelope can show. A 1 MiB
 * answer therefore costs its bytes and little more.
 */
final class SearchResponseParser {

  static final int MAX_ITEMS = 5;

  private final String arrayField;
  private final SearchItemReader itemReader;

  SearchResponseParser(String arrayField, String contentField) {
    this.arrayField = arrayField;
    this.itemReader = new SearchItemReader(contentField);
  }

  /** A 2xx response is parsed; every other outcome is a failure. */
  SearchResult fromOutcome(HttpOutcome outcome) {
    if (outcome instanceof HttpOutcome.Response response && response.isSuccess()) {
      return parse(response.body());
    }
    return new SearchResult.Failed();
  }

  /** The items of {@code body}, a well-formed UTF-8 document; any invalidity is a failure. */
  SearchResult parse(byte[] body) {
    try (JsonParser json = ProviderJson.parser(body)) {
      if (json.nextToken() != JsonToken.START_OBJECT) {
        return new SearchResult.Failed();
      }
      List<SearchItem> items = null;
      while (json.nextToken() == JsonToken.FIELD_NAME) {
        String name = json.currentName();
        JsonToken value = json.nextToken();
        if (name.equals(arrayField) && value == JsonToken.START_ARRAY) {
          items = readItems(json, body);
        } else {
          json.skipChildren();
        }
      }
      if (items == null || !ProviderJson.endsAfterFirstValue(json)) {
        return new SearchResult.Failed();
      }
      return new SearchResult.Found(items);
    } catch (IOException | RuntimeException e) {
      return new SearchResult.Failed();
    }
  }

  /** Reads the array the parser is on up to its end; keeps the first five valid items. */
  private List<SearchItem> readItems(JsonParser json, byte[] body) throws IOException {
    List<SearchItem> items = new ArrayList<>(MAX_ITEMS);
    while (json.nextToken() != JsonToken.END_ARRAY) {
      if (items.size() < MAX_ITEMS && json.currentToken() == JsonToken.START_OBJECT) {
        SearchItem item = itemReader.read(json, body);
        if (item != null) {
          items.add(item);
        }
      } else {
        json.skipChildren();
      }
    }
    return items;
  }
}

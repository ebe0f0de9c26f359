package io.qwenmanaged.provider;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.provider.http.HttpOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns a 2xx search response body into at most five items (SPEC §3.1). The body must be an object
 * whose {@code arrayField} is an array; items need a non-empty string {@code id} and {@code
 * contentField}; {@code title}, {@code uri}, {@code updated_at} (else {@code updatedAt}) and a
 * finite numeric {@code score} are kept only when well-typed. Invalid items are dropped before the
 * first five are kept.
 */
final class SearchResponseParser {

  static final int MAX_ITEMS = 5;

  private final String arrayField;
  private final String contentField;

  SearchResponseParser(String arrayField, String contentField) {
    this.arrayField = arrayField;
    this.contentField = contentField;
  }

  /** A 2xx response is parsed; every other outcome is a failure. */
  SearchResult fromOutcome(HttpOutcome outcome) {
    if (outcome instanceof HttpOutcome.Response) {
      HttpOutcome.Response response = (HttpOutcome.Response) outcome;
      if (response.isSuccess()) {
        return parse(response.body());
      }
    }
    return new SearchResult.Failed();
  }

  SearchResult parse(String body) {
    Optional<JsonNode> root = ProviderJson.read(body);
    if (root.isEmpty() || !root.get().isObject()) {
      return new SearchResult.Failed();
    }
    JsonNode array = root.get().get(arrayField);
    if (array == null || !array.isArray()) {
      return new SearchResult.Failed();
    }
    List<SearchItem> items = new ArrayList<>(MAX_ITEMS);
    for (JsonNode node : array) {
      item(node).ifPresent(items::add);
      if (items.size() == MAX_ITEMS) {
        break;
      }
    }
    return new SearchResult.Found(items);
  }

  private Optional<SearchItem> item(JsonNode node) {
    if (!node.isObject()) {
      return Optional.empty();
    }
    String id = text(node.get("id"));
    String content = text(node.get(contentField));
    if (id == null || id.isEmpty() || content == null || content.isEmpty()) {
      return Optional.empty();
    }
    String updatedAt = text(node.get("updated_at"));
    if (updatedAt == null) {
      updatedAt = text(node.get("updatedAt"));
    }
    return Optional.of(
        new SearchItem(
            id,
            content,
            text(node.get("title")),
            text(node.get("uri")),
            score(node.get("score")),
            updatedAt));
  }

  private static String text(JsonNode node) {
    return node != null && node.isTextual() ? node.textValue() : null;
  }

  private static Double score(JsonNode node) {
    if (node == null || !node.isNumber()) {
      return null;
    }
    double value = node.doubleValue();
    return Double.isFinite(value) ? value : null;
  }
}

package io.qwenmanaged.mcp.provider;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * Reads one search result object from a token stream: a non-empty string {@code id} and content
 * field are required; {@code title}, {@code uri}, {@code updated_at} (else {@code updatedAt}) are
 * kept when they are strings and {@code score} when it is a finite number. Every string is decoded
 * only up to its field's limit.
 */
final class SearchItemReader {

  private final String contentField;

  /** Reads items whose content is in {@code contentField} ({@code memory} or {@code content}). */
  SearchItemReader(String contentField) {
    this.contentField = contentField;
  }

  /**
   * Reads the object the parser is on up to its end.
   *
   * @return the item, or {@code null} when it lacks a valid id or content
   */
  SearchItem read(JsonParser json, byte[] body) throws IOException {
    String id = null;
    String content = null;
    String title = null;
    String uri = null;
    String updatedAtSnake = null;
    String updatedAtCamel = null;
    Double score = null;
    while (json.nextToken() == JsonToken.FIELD_NAME) {
      String name = json.currentName();
      json.nextToken();
      if (name.equals("id")) {
        id = string(json, body, SearchItem.ID_LIMIT);
      } else if (name.equals(contentField)) {
        content = string(json, body, SearchItem.CONTENT_LIMIT);
      } else if (name.equals("title")) {
        title = string(json, body, SearchItem.TITLE_LIMIT);
      } else if (name.equals("uri")) {
        uri = string(json, body, SearchItem.URI_LIMIT);
      } else if (name.equals("updated_at")) {
        updatedAtSnake = string(json, body, SearchItem.UPDATED_AT_LIMIT);
      } else if (name.equals("updatedAt")) {
        updatedAtCamel = string(json, body, SearchItem.UPDATED_AT_LIMIT);
      } else if (name.equals("score")) {
        score = finiteNumber(json);
      }
      json.skipChildren();
    }
    if (id == null || id.isEmpty() || content == null || content.isEmpty()) {
      return null;
    }
    String updatedAt = updatedAtSnake != null ? updatedAtSnake : updatedAtCamel;
    return new SearchItem(id, content, title, uri, score, updatedAt);
  }

  private static String string(JsonParser json, byte[] body, int limit) {
    return ProviderJson.stringPrefix(json, body, limit);
  }

  private static Double finiteNumber(JsonParser json) throws IOException {
    if (!json.currentToken().isNumeric()) {
      return null;
    }
    double value = json.getDoubleValue();
    return Double.isFinite(value) ? value : null;
  }
}

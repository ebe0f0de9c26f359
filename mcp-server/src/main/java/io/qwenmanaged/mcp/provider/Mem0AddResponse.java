package io.qwenmanaged.mcp.provider;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * Maps a Mem0 add exchange to its result: a 2xx JSON object by its {@code status} and {@code
 * event_id}; 400, 401, 403 and 404 are {@code failed}; everything else is {@code unknown}, because
 * the provider may have stored the memory. The body is read as a token stream; of its strings only
 * {@code status} and {@code event_id} are decoded, and only as far as a known status or a UUID
 * could reach.
 */
final class Mem0AddResponse {

  /** One more than the longest status the table knows, so a longer one never matches. */
  private static final int STATUS_PREFIX = 10;

  /** One more than a UUID's 36 characters, so a longer id never matches. */
  private static final int EVENT_ID_PREFIX = 37;

  private Mem0AddResponse() {}

  /** The result of a response with {@code status}; {@code body} matters for 2xx only. */
  static RememberResult map(int status, byte[] body) {
    if (status >= 200 && status < 300) {
      return mapSuccessBody(body);
    }
    if (status == 400 || status == 401 || status == 403 || status == 404) {
      return new RememberResult.Failed();
    }
    return new RememberResult.Unknown();
  }

  private static RememberResult mapSuccessBody(byte[] body) {
    String status = null;
    boolean hasEventId = false;
    String eventId = null;
    try (JsonParser json = ProviderJson.parser(body)) {
      if (json.nextToken() != JsonToken.START_OBJECT) {
        return new RememberResult.Unknown();
      }
      while (json.nextToken() == JsonToken.FIELD_NAME) {
        String name = json.currentName();
        json.nextToken();
        if (name.equals("status")) {
          status = ProviderJson.stringPrefix(json, body, STATUS_PREFIX);
        } else if (name.equals("event_id")) {
          hasEventId = true;
          eventId = ProviderJson.stringPrefix(json, body, EVENT_ID_PREFIX);
        }
        json.skipChildren();
      }
      if (!ProviderJson.endsAfterFirstValue(json)) {
        return new RememberResult.Unknown();
      }
    } catch (IOException | RuntimeException e) {
      return new RememberResult.Unknown();
    }
    return fromFields(status == null ? "" : status, hasEventId, eventId);
  }

  private static RememberResult fromFields(String status, boolean hasEventId, String eventId) {
    switch (status) {
      case "SUCCEEDED":
        if (!hasEventId) {
          return new RememberResult.Stored(null);
        }
        return OperationId.isUuid(eventId)
            ? new RememberResult.Stored(eventId)
            : new RememberResult.Unknown();
      case "PENDING":
        return OperationId.isUuid(eventId)
            ? new RememberResult.Accepted(eventId)
            : new RememberResult.Unknown();
      case "FAILED":
        return new RememberResult.Failed();
      default:
        return new RememberResult.Unknown();
    }
  }
}

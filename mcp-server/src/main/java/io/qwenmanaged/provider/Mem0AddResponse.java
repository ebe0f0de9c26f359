package io.qwenmanaged.provider;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import java.util.regex.Pattern;

/** Maps a Mem0 add exchange to its result, exactly per the table of SPEC §3.2. */
final class Mem0AddResponse {

  private static final Pattern UUID =
      Pattern.compile(
          "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");

  private Mem0AddResponse() {}

  /** The result of a response with {@code status}; {@code body} matters for 2xx only. */
  static RememberResult map(int status, String body) {
    if (status >= 200 && status < 300) {
      return mapSuccessBody(body);
    }
    if (status == 400 || status == 401 || status == 403 || status == 404) {
      return new RememberResult.Failed();
    }
    return new RememberResult.Unknown();
  }

  private static RememberResult mapSuccessBody(String body) {
    Optional<JsonNode> root = ProviderJson.read(body);
    if (root.isEmpty() || !root.get().isObject()) {
      return new RememberResult.Unknown();
    }
    JsonNode status = root.get().get("status");
    JsonNode eventId = root.get().get("event_id");
    String value = status != null && status.isTextual() ? status.textValue() : "";
    switch (value) {
      case "SUCCEEDED":
        if (eventId == null) {
          return new RememberResult.Stored(null);
        }
        return isUuid(eventId)
            ? new RememberResult.Stored(eventId.textValue())
            : new RememberResult.Unknown();
      case "PENDING":
        return isUuid(eventId)
            ? new RememberResult.Accepted(eventId.textValue())
            : new RememberResult.Unknown();
      case "FAILED":
        return new RememberResult.Failed();
      default:
        return new RememberResult.Unknown();
    }
  }

  private static boolean isUuid(JsonNode node) {
    return node != null && node.isTextual() && UUID.matcher(node.textValue()).matches();
  }
}

package io.qwenmanaged.hook;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Encodes a {@link Decision} as the one JSON object Qwen Code reads from the hook's stdout. */
final class HookOutput {

  /** Astral characters are written as raw UTF-8, not as escaped surrogate pairs. */
  private static final JsonFactory JSON =
      JsonFactory.builder().enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();

  private HookOutput() {}

  static byte[] encode(Decision decision) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
    try (JsonGenerator json = JSON.createGenerator(bytes, JsonEncoding.UTF8)) {
      json.writeStartObject();
      if (decision instanceof Decision.Ask ask) {
        writeSpecific(json, "ask", ask.reason());
      } else if (decision instanceof Decision.Deny deny) {
        writeSpecific(json, "deny", deny.reason());
      }
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    bytes.write('\n');
    return bytes.toByteArray();
  }

  private static void writeSpecific(JsonGenerator json, String permission, String reason)
      throws IOException {
    json.writeObjectFieldStart("hookSpecificOutput");
    json.writeStringField("hookEventName", DecisionTable.EVENT);
    json.writeStringField("permissionDecision", permission);
    json.writeStringField("permissionDecisionReason", reason);
    json.writeEndObject();
  }
}

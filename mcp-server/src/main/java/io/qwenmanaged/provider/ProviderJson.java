package io.qwenmanaged.provider;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Optional;

/**
 * JSON for provider exchanges. Request bodies are written field by field (fixed key order, UTF-8,
 * astral characters as raw 4-byte UTF-8). Responses are read strictly: a duplicate key or anything
 * after the first value makes the body invalid.
 */
final class ProviderJson {

  private ProviderJson() {}

  /** Writes one JSON value; the writer must produce exactly one complete value. */
  interface BodyWriter {
    void write(JsonGenerator json) throws IOException;
  }

  /** The UTF-8 bytes written by {@code writer}, or empty if writing failed. */
  static Optional<byte[]> write(BodyWriter writer) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(256);
    try (JsonGenerator json = Holder.WRITER.createGenerator(out)) {
      writer.write(json);
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
    return Optional.of(out.toByteArray());
  }

  /** The parsed body, or empty when it is not exactly one valid JSON value. */
  static Optional<JsonNode> read(String body) {
    try {
      JsonNode node = Holder.READER.readTree(body);
      return node == null || node.isMissingNode() ? Optional.empty() : Optional.of(node);
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** Built on first use, keeping class loading out of server start-up. */
  private static final class Holder {
    static final JsonFactory WRITER =
        JsonFactory.builder().enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();
    static final ObjectMapper READER =
        JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();
  }
}

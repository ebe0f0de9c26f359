package io.qwenmanaged.mcp.provider;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Optional;

/**
 * JSON for provider exchanges, on jackson-core's streaming API only. Request bodies are written
 * field by field (fixed key order, UTF-8, astral characters as raw 4-byte UTF-8). Responses are
 * read token by token straight from their bytes, strictly: a duplicate key anywhere, or anything
 * after the first value, makes the body invalid; string values are decoded only where a reader asks
 * for a prefix of them.
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
    try (JsonGenerator json = Holder.FACTORY.createGenerator(out)) {
      writer.write(json);
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
    return Optional.of(out.toByteArray());
  }

  /**
   * A strict parser over a whole response body (well-formed UTF-8 already checked). A leading
   * byte-order mark is refused: Jackson would skip it, but it is not JSON.
   */
  static JsonParser parser(byte[] body) throws IOException {
    if (body.length >= 3
        && body[0] == (byte) 0xEF
        && body[1] == (byte) 0xBB
        && body[2] == (byte) 0xBF) {
      throw new JsonParseException(null, "A byte-order mark is not JSON.");
    }
    return Holder.FACTORY.createParser(body);
  }

  /**
   * The first {@code maxCodePoints} code points of the string value the parser is on, decoded from
   * {@code body} without decoding the rest; {@code null} when the parser is not on a string.
   */
  static String stringPrefix(JsonParser json, byte[] body, int maxCodePoints) {
    if (json.currentToken() != JsonToken.VALUE_STRING) {
      return null;
    }
    long quote = json.currentTokenLocation().getByteOffset();
    if (quote < 0 || quote >= body.length) {
      throw new IllegalStateException("The parser reported no byte offset for a string.");
    }
    String prefix = JsonStringPrefix.read(body, (int) quote, maxCodePoints);
    if (prefix == null) {
      throw new IllegalStateException("A string value could not be decoded.");
    }
    return prefix;
  }

  /** Moves past the rest of the document and checks nothing follows the first value. */
  static boolean endsAfterFirstValue(JsonParser json) throws IOException {
    return json.nextToken() == null;
  }

  /** Built on first use, keeping class loading out of server start-up. */
  private static final class Holder {
    static final JsonFactory FACTORY =
        JsonFactory.builder()
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();
  }
}

package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.serialization.NodeReader;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads the bundled schemas for the validator with the kit's own strict JSON reader. The
 * validator's default reader builds a Jackson {@code ObjectMapper} of its own on first use, which
 * was about a fifth of the launcher's start; the kit's reader needs only Jackson's streaming
 * parser, which the start has loaded already. Only JSON is read (the kit bundles no YAML schema).
 */
final class BundledSchemaReader implements NodeReader {

  static final BundledSchemaReader INSTANCE = new BundledSchemaReader();

  private BundledSchemaReader() {}

  @Override
  public JsonNode readTree(String content, InputFormat format) throws IOException {
    return read(content.getBytes(StandardCharsets.UTF_8), format);
  }

  @Override
  public JsonNode readTree(InputStream content, InputFormat format) throws IOException {
    try (content) {
      return read(content.readAllBytes(), format);
    }
  }

  private static JsonNode read(byte[] bytes, InputFormat format) throws IOException {
    if (format != InputFormat.JSON) {
      throw new IOException("only JSON schemas are bundled");
    }
    if (StrictJson.read(bytes, "schema") instanceof JsonReadResult.Parsed parsed) {
      return parsed.document();
    }
    throw new IOException("a bundled schema is not strict JSON");
  }
}

package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.serialization.NodeReader;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the bundled schemas for the validator with the kit's own strict JSON reader. The
 * validator's default reader builds a Jackson {@code ObjectMapper} of its own on first use, which
 * was about a fifth of the launcher's start; the kit's reader needs only Jackson's streaming
 * parser, which the start has loaded already, and gives every string of the schema as a {@link
 * SchemaText}, which renders itself without an {@code ObjectMapper} either. Only JSON is read (the
 * kit bundles no YAML schema).
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
      return withSchemaTexts(parsed.document());
    }
    throw new IOException("a bundled schema is not strict JSON");
  }

  /** {@code node} with every string value a {@link SchemaText} (object keys stay as they are). */
  static JsonNode withSchemaTexts(JsonNode node) {
    if (node.isTextual()) {
      return new SchemaText(node.textValue());
    }
    if (node instanceof ObjectNode object) {
      List<String> names = new ArrayList<>();
      object.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        object.set(name, withSchemaTexts(object.get(name)));
      }
    } else if (node instanceof ArrayNode array) {
      for (int i = 0; i < array.size(); i++) {
        array.set(i, withSchemaTexts(array.get(i)));
      }
    }
    return node;
  }
}

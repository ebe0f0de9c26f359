package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * A string of a bundled schema that writes itself as a JSON string literal with Jackson's streaming
 * generator, as a plain text node's {@code toString} writes it through an {@code ObjectMapper}. The
 * validator renders every string of an {@code enum} when it compiles the schema; through an {@code
 * ObjectMapper} that first rendering cost the launcher's start about as much as all of its other
 * schema work.
 */
final class SchemaText extends TextNode {

  private static final long serialVersionUID = 1L;

  private static final JsonFactory JSON = new JsonFactory();

  SchemaText(String value) {
    super(value);
  }

  @Override
  public String toString() {
    StringWriter literal = new StringWriter(textValue().length() + 2);
    try (JsonGenerator generator = JSON.createGenerator(literal)) {
      generator.writeString(textValue());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return literal.toString();
  }
}

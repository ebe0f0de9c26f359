package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A bundled schema's strings render and compare as Jackson's own text nodes do, so the validator
 * sees the same schema; and every string of a schema, however deep, is read as one.
 */
@Tag("unit")
class SchemaTextTest {

  @Test
  void aSchemaStringRendersExactlyAsAJacksonTextNode() {
    List<String> samples =
        List.of(
            "",
            "mem0-write",
            "quote \" backslash \\ slash /",
            "tab\t newline\n nul\u0000 escape\u001b del\u007f",
            "non-ASCII é 中文 \u2028 \uD83D\uDE00",
            "lone surrogate \uD800 end");
    for (String sample : samples) {
      assertEquals(new TextNode(sample).toString(), new SchemaText(sample).toString(), sample);
      assertEquals(new TextNode(sample), new SchemaText(sample), sample);
      assertEquals(new TextNode(sample).hashCode(), new SchemaText(sample).hashCode(), sample);
    }
  }

  @Test
  void randomStringsRenderExactlyAsAJacksonTextNode() {
    long seed = System.nanoTime();
    System.out.println("SchemaTextTest seed: " + seed);
    Random random = new Random(seed);
    for (int i = 0; i < 2_000; i++) {
      StringBuilder text = new StringBuilder();
      for (int n = random.nextInt(12); n > 0; n--) {
        text.append((char) (random.nextBoolean() ? random.nextInt(0x80) : random.nextInt(0x10000)));
      }
      String sample = text.toString();
      assertEquals(
          new TextNode(sample).toString(), new SchemaText(sample).toString(), "seed " + seed);
    }
  }

  @Test
  void everyStringOfASchemaIsReadAsASchemaText() {
    byte[] schema =
        "{\"type\":\"object\",\"properties\":{\"profile\":{\"enum\":[\"a\",[\"b\"],{\"c\":\"d\"}]}}}"
            .getBytes(StandardCharsets.UTF_8);
    JsonNode tree =
        BundledSchemaReader.withSchemaTexts(
            ((JsonReadResult.Parsed) StrictJson.read(schema, "schema")).document());

    assertInstanceOf(SchemaText.class, tree.get("type"));
    JsonNode values = tree.at("/properties/profile/enum");
    assertInstanceOf(SchemaText.class, values.get(0));
    assertInstanceOf(SchemaText.class, values.at("/1/0"));
    assertInstanceOf(SchemaText.class, values.at("/2/c"));
    assertEquals("{\"type\":\"object\"", tree.toString().substring(0, 16));
  }
}

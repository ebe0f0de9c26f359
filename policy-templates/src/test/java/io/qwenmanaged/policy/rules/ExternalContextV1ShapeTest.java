package io.qwenmanaged.policy.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.schema.Examples;
import io.qwenmanaged.policy.schema.SchemaValidator;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The MCP server's hand-written version 1 check accepts exactly what the version 1 schema accepts:
 * on every example file and on systematic mutations of the valid ones (each value replaced by
 * values of every JSON type and at every bound, each key removed, an unknown key added).
 */
@Tag("unit")
class ExternalContextV1ShapeTest {

  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  static Stream<Path> examples() {
    return Stream.of("v1/valid", "v1/invalid", "v2/valid", "v2/invalid")
        .flatMap(folder -> Examples.files(folder).stream());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void agreesWithTheSchemaOnExample(Path file) {
    assertAgrees(Examples.parse(file));
  }

  @Test
  void agreesWithTheSchemaOnEveryMutationOfTheValidExamples() {
    int checked = 0;
    for (Path file : Examples.files("v1/valid")) {
      for (JsonNode mutant : mutants(Examples.parse(file))) {
        assertAgrees(mutant);
        checked++;
      }
    }
    assertTrue(checked > 1000, "mutations checked: " + checked);
  }

  @Test
  void acceptsTheSpecExampleAndRefusesTheStringVersion() {
    JsonNode spec = Examples.parse(Examples.file("v1/valid", "mem0-write.json"));
    assertTrue(ExternalContextV1Shape.isValid(spec));
    ((ObjectNode) spec).put("version", "1");
    assertFalse(ExternalContextV1Shape.isValid(spec));
  }

  private static void assertAgrees(JsonNode document) {
    boolean schemaValid =
        SchemaValidator.validate("external-context-v1", document, "config.json").isEmpty();
    assertEquals(schemaValid, ExternalContextV1Shape.isValid(document), document.toString());
  }

  /** Every single-edit variant of {@code document}. */
  private static List<JsonNode> mutants(JsonNode document) {
    List<JsonNode> mutants = new ArrayList<>();
    collect(document, document, mutants);
    return mutants;
  }

  private static void collect(JsonNode root, JsonNode node, List<JsonNode> mutants) {
    if (node.isObject()) {
      ObjectNode object = (ObjectNode) node;
      List<String> names = new ArrayList<>();
      object.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        JsonNode original = object.get(name);
        object.remove(name);
        mutants.add(root.deepCopy());
        for (JsonNode replacement : replacements()) {
          object.set(name, replacement);
          mutants.add(root.deepCopy());
        }
        object.set(name, original);
        collect(root, original, mutants);
      }
      for (String extra : List.of("extra", "write", "timeoutMs", "baseUrl", "tokenEnv", "appId")) {
        if (!object.has(extra)) {
          object.put(extra, "x");
          mutants.add(root.deepCopy());
          object.remove(extra);
        }
      }
    }
  }

  private static List<JsonNode> replacements() {
    ObjectNode writeBlock = JSON.objectNode().put("enabled", true);
    ArrayNode array = JSON.arrayNode().add(1);
    return List.of(
        JSON.nullNode(),
        JSON.booleanNode(true),
        JSON.booleanNode(false),
        JSON.numberNode(0),
        JSON.numberNode(1),
        JSON.numberNode(1.0),
        JSON.numberNode(-1),
        JSON.numberNode(2),
        JSON.numberNode(30000),
        JSON.numberNode(30000.0),
        JSON.numberNode(30001),
        JSON.numberNode(1.5),
        JSON.numberNode(1e300),
        JSON.numberNode(new BigInteger("99999999999999999999999")),
        JSON.textNode(""),
        JSON.textNode("1"),
        JSON.textNode("x"),
        JSON.textNode("MEM0_API_KEY"),
        JSON.textNode("MEM0_API_KEY\n"),
        JSON.textNode("mem0-platform-v3"),
        JSON.textNode("generic-http-search-v1"),
        JSON.textNode("https://h.example"),
        array,
        JSON.objectNode(),
        writeBlock,
        JSON.objectNode().put("enabled", false),
        writeBlock.deepCopy().put("extra", true));
  }
}

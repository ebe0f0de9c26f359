package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class SchemaValidatorTest {

  private static JsonNode json(String text) {
    JsonReadResult read = StrictJson.read(text.getBytes(StandardCharsets.UTF_8), "t");
    return ((JsonReadResult.Parsed) read).document();
  }

  private static List<Diagnostic> validate(String schema, String document) {
    return SchemaValidator.validate(schema, json(document), "config.json");
  }

  @Test
  void reportsEveryProblemAtOnceOrderedByPointerWithReadableMessages() {
    List<Diagnostic> diagnostics =
        validate(
            "external-context-v1",
            "{\"version\": \"1\", \"timeoutMs\": 30001, \"write\": {\"enabled\": false},"
                + " \"provider\": {\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \"1X\"},"
                + " \"extra\": 1}");
    assertEquals(
        List.of(
            "config.json:/extra: error: unknown property",
            "config.json:/provider: error: missing required property \"appId\"",
            "config.json:/provider/apiKeyEnv: error: must be a variable name: letters, digits"
                + " and _, not starting with a digit",
            "config.json:/timeoutMs: error: must be at most 30000",
            "config.json:/version: error: must be 1",
            "config.json:/write/enabled: error: must be true"),
        diagnostics.stream().map(Diagnostic::render).toList());
  }

  @Test
  void namesTheWrongTypeAndTheAllowedValues() {
    assertEquals(
        List.of(
            Diagnostic.policy(
                "config.json",
                "/provider/type",
                "must be one of \"mem0-platform-v3\"," + " \"generic-http-search-v1\""),
            Diagnostic.policy("config.json", "/timeoutMs", "must be an integer")),
        validate(
            "external-context-v1",
            "{\"version\": 1, \"timeoutMs\": 1.5, \"provider\": {\"type\": \"other\"}}"));
    assertEquals(
        List.of(Diagnostic.policy("config.json", "", "must be an object")),
        validate("external-context-v1", "[]"));
  }

  @Test
  void escapesPointerTokens() {
    assertEquals(
        List.of(Diagnostic.policy("config.json", "/a~1b~0c~01", "unknown property")),
        validate(
            "external-context-v1",
            "{\"version\": 1, \"a/b~c~1\": 0, \"provider\": {\"type\": \"generic-http-search-v1\","
                + " \"baseUrl\": \"https://h\", \"tokenEnv\": \"T\"}}"));
  }

  @Test
  void resolvesReferencesBetweenBundledSchemasFromTheClasspath() {
    List<Diagnostic> diagnostics =
        validate(
            "external-context-v2",
            "{\"version\": 2, \"timeoutMs\": 0, \"autoRecall\": {\"repositoryRoot\": \"/r\"},"
                + " \"provider\": {\"type\": \"generic-http-search-v1\", \"baseUrl\": \"https://h\"}}");
    assertEquals(
        List.of(
            Diagnostic.policy("config.json", "/provider", "missing required property \"tokenEnv\""),
            Diagnostic.policy("config.json", "/timeoutMs", "must be at least 1")),
        diagnostics);
  }

  @Test
  void neverQuotesTheDocumentsValues() {
    String canary = "canary-key-7f3a";
    List<Diagnostic> diagnostics =
        validate(
            "external-context-v1",
            "{\"version\": \""
                + canary
                + "\", \"timeoutMs\": \""
                + canary
                + "\", \"write\": \""
                + canary
                + "\", \"provider\": {\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \""
                + canary
                + "\", \"appId\": [\""
                + canary
                + "\"]}}");
    assertEquals(5, diagnostics.size(), diagnostics.toString());
    diagnostics.forEach(d -> assertFalse(d.render().contains(canary), d.render()));
  }

  @Test
  void listsAtMostAHundredProblemsAndCountsTheRest() {
    String valid =
        "\"version\": 1, \"provider\": {\"type\": \"mem0-platform-v3\","
            + " \"appId\": \"a\", \"apiKeyEnv\": \"MEM0_API_KEY\"}";
    assertEquals(List.of(), validate("external-context-v1", "{" + valid + "}"));
    StringBuilder document = new StringBuilder("{" + valid);
    for (int i = 0; i < 250; i++) {
      document.append(", \"unknown-").append(i).append("\": 0");
    }

    List<Diagnostic> diagnostics = validate("external-context-v1", document.append('}').toString());

    assertEquals(101, diagnostics.size());
    assertEquals(
        Diagnostic.policy(
            "config.json", "", "has 150 more schema problems; only the first 100 are listed"),
        diagnostics.get(100));
    assertEquals(
        100,
        diagnostics.subList(0, 100).stream()
            .filter(
                d -> d.pointer().startsWith("/unknown-") && d.message().equals("unknown property"))
            .count());
  }

  @Test
  void refusesAnUnknownSchemaNameAsAProgrammingError() {
    JsonNode document = json("{}");
    assertThrows(
        IllegalArgumentException.class,
        () -> SchemaValidator.validate("no-such-schema", document, "f"));
    assertThrows(
        IllegalArgumentException.class,
        () -> SchemaValidator.validate("../schemas/external-context-v1", document, "f"));
  }
}

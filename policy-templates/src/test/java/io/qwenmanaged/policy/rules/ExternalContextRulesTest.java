package io.qwenmanaged.policy.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class ExternalContextRulesTest {

  private static final String GENERIC =
      "{\"type\": \"generic-http-search-v1\", \"baseUrl\": \"https://h.example\","
          + " \"tokenEnv\": \"T\"}";

  @TempDir Path repository;

  private static JsonNode json(String text) {
    JsonReadResult read = StrictJson.read(text.getBytes(StandardCharsets.UTF_8), "t");
    return ((JsonReadResult.Parsed) read).document();
  }

  private static List<String> check(String text) {
    return ExternalContextRules.check(json(text), "external-context.json").stream()
        .map(Diagnostic::render)
        .toList();
  }

  @Test
  void reportsWriteWithAGenericProviderWithItsOwnMessageOnly() {
    assertEquals(
        List.of(
            "external-context.json:/write: error: External context memory writes require a Mem0"
                + " provider."),
        check("{\"version\": 1, \"write\": {\"enabled\": true}, \"provider\": " + GENERIC + "}"));
  }

  @Test
  void reportsSchemaAndSemanticProblemsTogether() {
    assertEquals(
        List.of(
            "external-context.json:/provider/appId: error: must not be empty or only whitespace",
            "external-context.json:/provider/baseUrl: error: Provider URL must not contain"
                + " credentials, path, query, or fragment.",
            "external-context.json:/timeoutMs: error: must be at most 30000",
            "external-context.json:/x: error: unknown property"),
        check(
            "{\"version\": 1, \"timeoutMs\": 40000, \"x\": 0, \"provider\": {\"type\":"
                + " \"mem0-platform-v3\", \"apiKeyEnv\": \"K\", \"appId\": \"  \", \"baseUrl\":"
                + " \"https://u:p@h.example\"}}"));
  }

  @Test
  void runsSemanticRulesOnlyOnValuesOfTheRightType() {
    assertEquals(
        List.of(
            "external-context.json:/provider/appId: error: must be a string",
            "external-context.json:/provider/baseUrl: error: must be a string"),
        check(
            "{\"version\": 1, \"provider\": {\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \"K\","
                + " \"appId\": [\"  \"], \"baseUrl\": {\"url\": \"http://x\"}}}"));
  }

  @Test
  void checksAppIdRulesOnlyForMem0() {
    assertEquals(
        List.of("external-context.json:/provider/appId: error: unknown property"),
        check(
            "{\"version\": 1, \"provider\": {\"type\": \"generic-http-search-v1\", \"baseUrl\":"
                + " \"https://h.example\", \"tokenEnv\": \"T\", \"appId\": \" \"}}"));
  }

  @Test
  void checksVersion2DocumentsAgainstVersion2Rules() {
    String root = JsonNodeFactory.instance.textNode(repository.toString()).toString();
    assertEquals(
        List.of(),
        check(
            "{\"version\": 2.0, \"autoRecall\": {\"repositoryRoot\": "
                + root
                + "}, \"provider\": "
                + GENERIC
                + "}"));
    assertEquals(
        List.of(
            "external-context.json:/autoRecall/repositoryRoot: error: must be an absolute path",
            "external-context.json:/provider/baseUrl: error: Provider URL must use HTTPS or"
                + " loopback HTTP.",
            "external-context.json:/write: error: unknown property"),
        check(
            "{\"version\": 2, \"write\": {\"enabled\": true}, \"autoRecall\": {\"repositoryRoot\":"
                + " \"repo\"}, \"provider\": {\"type\": \"generic-http-search-v1\", \"baseUrl\":"
                + " \"http://h.example\", \"tokenEnv\": \"T\"}}"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"2\"", "3", "2.5", "null", "99999999999999999999999999"})
  void checksAnyOtherVersionAgainstVersion1(String version) {
    assertEquals(
        List.of("external-context.json:/version: error: must be 1"),
        check("{\"version\": " + version + ", \"provider\": " + GENERIC + "}"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"[]", "\"config\"", "null", "1", "true"})
  void reportsANonObjectDocumentWithoutThrowing(String document) {
    assertEquals(List.of("external-context.json: error: must be an object"), check(document));
  }

  @Test
  void survivesHostileValues() {
    String deep = "[".repeat(990) + "]".repeat(990);
    assertEquals(
        List.of(
            "external-context.json:/deep: error: unknown property",
            "external-context.json:/provider/appId: error: must not contain an unpaired surrogate",
            "external-context.json:/timeoutMs: error: must be at most 30000"),
        check(
            "{\"version\": 1, \"timeoutMs\": 1"
                + "0".repeat(400)
                + ", \"deep\": "
                + deep
                + ", \"provider\": {\"type\": \"mem0-platform-v3\", \"apiKeyEnv\": \"K\","
                + " \"appId\": \"a\\ud800\"}}"));
    List<String> nul =
        check(
            "{\"version\": 2, \"autoRecall\": {\"repositoryRoot\": \"/tmp/a\\u0000b\"},"
                + " \"provider\": "
                + GENERIC
                + "}");
    assertEquals(
        List.of("external-context.json:/autoRecall/repositoryRoot: error: must be a valid path"),
        nul);
  }

  @Test
  void neverQuotesTheDocumentsValues() {
    List<String> lines =
        check(
            "{\"version\": 1, \"write\": {\"enabled\": \"canary-key-7f3a\"}, \"provider\": {\"type\":"
                + " \"mem0-platform-v3\", \"apiKeyEnv\": \"canary-key-7f3a\", \"appId\": \"\","
                + " \"baseUrl\": \"http://canary-key-7f3a.example/canary-key-7f3a\"}}");
    assertTrue(lines.size() >= 4, lines.toString());
    lines.forEach(line -> assertFalse(line.contains("canary"), line));
  }
}

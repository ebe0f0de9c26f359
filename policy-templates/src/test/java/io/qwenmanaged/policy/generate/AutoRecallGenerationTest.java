package io.qwenmanaged.policy.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Auto-recall never writes, so the read-only copy of a plan (what a rollback to read-only installs)
 * keeps it; a plan without the block, or with {@code enabled: false}, has none of its files.
 */
@Tag("unit")
class AutoRecallGenerationTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static ObjectNode plan(String goldenCase) throws IOException {
    try (InputStream in =
        AutoRecallGenerationTest.class.getResourceAsStream("golden/" + goldenCase + "/plan.json")) {
      return (ObjectNode) JSON.readTree(in);
    }
  }

  private static Map<String, JsonNode> generate(ObjectNode plan) throws IOException {
    GenerationResult result = PolicyGenerator.generate(plan, "plan.json");
    Map<String, JsonNode> files = new LinkedHashMap<>();
    for (PolicyFile file : assertInstanceOf(GenerationResult.Generated.class, result).files()) {
      files.put(file.name(), JSON.readTree(file.bytes()));
    }
    return files;
  }

  @Test
  void theReadOnlyCopyOfAPlanWithAutoRecallKeepsItAndLosesOnlyTheWriteParts() throws IOException {
    ObjectNode plan = plan("posix-mem0-write-auto-recall");
    plan.put("profile", "mem0-read-only");
    Map<String, JsonNode> files = generate(plan);
    assertTrue(files.containsKey("external-context-recall.json"), files.keySet().toString());
    JsonNode hooks = files.get("system-settings.json").path("hooks");
    assertEquals(List.of("UserPromptSubmit"), iterable(hooks));
    assertFalse(files.get("external-context.json").has("write"));
    assertFalse(files.containsKey("user-settings.json"));
  }

  @Test
  void aPlanWithAutoRecallDisabledHasNoneOfItsFiles() throws IOException {
    ObjectNode plan = plan("posix-mem0-write-auto-recall");
    ((ObjectNode) plan.get("autoRecall")).put("enabled", false);
    Map<String, JsonNode> files = generate(plan);
    assertFalse(files.containsKey("external-context-recall.json"));
    assertFalse(files.get("system-settings.json").path("hooks").has("UserPromptSubmit"));
    assertFalse(files.get("launcher.json").path("files").has("autoRecallConfig"));
  }

  private static List<String> iterable(JsonNode object) {
    List<String> names = new java.util.ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }
}

package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.SharedKits;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Auto-recall through the installed kit in real Qwen Code: the developer types a prompt, the kit's
 * {@code UserPromptSubmit} hook searches the repository's memory once with the sanitised prompt,
 * and the model's request carries the untrusted envelope with what the search found; a secret in
 * the prompt never reaches the provider; the hook's JVM gets none of the repository's variables.
 */
@Tag("e2e")
@ExtendWith(SharedKits.class)
class AutoRecallE2eTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static Scenario withAutoRecall(String name) {
    ObjectNode overlay = JsonNodeFactory.instance.objectNode();
    overlay.putObject("autoRecall").put("enabled", true).put("timeoutMs", 3000);
    return Scenario.readOnly(name).withPlanOverlay(overlay);
  }

  @Test
  void theModelSeesTheRecalledMemoriesInTheEnvelopeAfterTheDeveloperTypesAPrompt()
      throws Exception {
    try (QwenSession qwen = QwenSession.start(withAutoRecall("auto-recall-envelope"))) {
      String memory = "Releases are cut on Thursdays " + qwen.nonce();
      qwen.mem0().setSearchResults("[{\"id\":\"mem-7\",\"memory\":\"" + memory + "\"}]");
      String prompt = "When do we cut releases " + qwen.nonce();
      qwen.submit(prompt);
      qwen.awaitText("model-answered", qwen.model().script().plainText());

      List<RecordedCall> searches = qwen.mem0().searchCalls();
      assertEquals(1, searches.size(), "one search per prompt");
      assertEquals(1, qwen.mem0().calls().size(), "nothing but the search");
      assertEquals(prompt, JSON.readTree(searches.get(0).bodyText()).path("query").asText());
      qwen.mem0().assertNoViolations();
      assertTrue(
          qwen.model().allMessageTexts().stream()
              .anyMatch(
                  text -> text.contains("untrusted_external_context") && text.contains(memory)),
          "the model's request carries the envelope with the recalled memory");
      assertEquals(List.of(), qwen.mcp().toolCalls(), "no tool was called: the hook searched");
      assertHookStartsCarryNoRepositoryVariables(qwen);
    }
  }

  @Test
  void aSecretInThePromptNeverReachesTheProvider() throws Exception {
    try (QwenSession qwen = QwenSession.start(withAutoRecall("auto-recall-secret"))) {
      qwen.mem0().setSearchResults("[]");
      String secret = "sk-live-" + qwen.nonce() + "Zq81xT";
      String prompt = "Check deploy " + qwen.nonce() + " api_key=" + secret + " please";
      qwen.submit(prompt);
      qwen.awaitText("model-answered", qwen.model().script().plainText());

      List<RecordedCall> searches = qwen.mem0().searchCalls();
      assertEquals(1, searches.size());
      String body = searches.get(0).bodyText();
      assertFalse(body.contains(secret), "the secret reached the provider: " + body);
      assertEquals(
          "Check deploy " + qwen.nonce() + " please", JSON.readTree(body).path("query").asText());
      for (String text : qwen.model().allMessageTexts()) {
        assertFalse(text.contains("untrusted_external_context"), "an empty search adds no context");
      }
    }
  }

  private static void assertHookStartsCarryNoRepositoryVariables(QwenSession qwen) {
    List<Map<String, String>> starts = qwen.javaStarts().autoRecall();
    assertFalse(starts.isEmpty(), "the auto-recall hook ran through the pinned java");
    for (Map<String, String> start : starts) {
      for (String name : List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS")) {
        assertFalse(start.containsKey(name), name + " reached the auto-recall hook's JVM");
      }
      assertTrue(
          start
              .getOrDefault("QWEN_EXTERNAL_CONTEXT_CONFIG", "")
              .endsWith("external-context-recall.json"),
          start.toString());
    }
  }
}

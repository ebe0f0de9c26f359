package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.ToolCallPlan;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A read-only configuration (no {@code write} block, {@code includeTools: [context_search]}, no ask
 * rule, no hook): only {@code context_search} exists, it runs without a dialog, reaches the fake
 * Mem0 once and returns its results to the model; a direct remember call finds no tool and sends
 * nothing.
 */
@Tag("e2e")
class ReadOnlySearchE2eTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String NOT_FOUND =
      "Tool \"" + ToolCallPlan.REMEMBER + "\" not found on MCP server \"external-context\"";

  @Test
  void exposesOnlySearchWhichWorksEndToEnd() throws Exception {
    try (QwenSession qwen = QwenSession.start(Scenario.readOnly("read-only-search"))) {
      assertEquals(Optional.of(List.of("context_search")), qwen.mcp().listedTools());
      String memory = "Deploys run from the release branch " + qwen.nonce();
      qwen.mem0().setSearchResults("[{\"id\":\"mem-1\",\"memory\":\"" + memory + "\"}]");
      String query = "deploy branch " + qwen.nonce();
      String prompt = "Search the team memory " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.searchViaBridge(query));
      qwen.submit(prompt);

      String answered = qwen.awaitText("model-answered", qwen.model().script().afterToolResult());
      assertFalse(answered.contains("Allow execution of MCP tool"), answered);
      List<RecordedCall> searches = qwen.mem0().searchCalls();
      assertEquals(1, qwen.mem0().calls().size());
      assertEquals(1, searches.size());
      assertEquals(query, JSON.readTree(searches.get(0).bodyText()).path("query").asText());
      qwen.mem0().assertNoViolations();
      Map<String, String> results = qwen.model().toolResults();
      assertEquals(1, results.size());
      JsonNode envelope = JSON.readTree(results.values().iterator().next());
      assertEquals(
          memory,
          envelope
              .path("untrusted_external_context")
              .path("items")
              .get(0)
              .path("content")
              .asText());
      assertModelNeverOfferedRemember(qwen);

      String rememberPrompt = "Remember the branch rule " + qwen.nonce();
      qwen.model().script().on(rememberPrompt, ToolCallPlan.rememberDirectly(memory));
      qwen.submit(rememberPrompt);
      qwen.awaitText("remember-not-found", NOT_FOUND);
      assertEquals(1, qwen.mem0().calls().size(), "remember sent nothing");
      assertEquals(1, qwen.mcp().toolCalls().size(), "remember never reached the MCP server");
    }
  }

  private static void assertModelNeverOfferedRemember(QwenSession qwen) {
    assertTrue(
        qwen.model().allMessageTexts().stream()
            .anyMatch(text -> text.contains(ToolCallPlan.SEARCH)),
        "the model was told about context_search");
    for (JsonNode request : qwen.model().chatRequests()) {
      assertFalse(
          request.toString().contains("context_remember"), "the model was offered remember");
    }
  }
}

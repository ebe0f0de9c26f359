package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.tests.e2e.harness.ApprovedWrite;
import io.qwenmanaged.tests.e2e.harness.MemoryWrites;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.TestPlan;
import io.qwenmanaged.tests.e2e.harness.ToolCallPlan;
import io.qwenmanaged.tests.e2e.harness.TunnelProxy;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Behind a TLS-inspecting proxy every server the kit talks to presents a certificate from the
 * company's own root CA. Here the fake model and the fake Mem0 speak HTTPS with a certificate from
 * a CA made for the test. With that CA in the plan's {@code environment.caCertificates}, a whole
 * real-Qwen session works through the installed kit; without it, every runtime refuses the
 * connection, says so plainly, and nothing is ever sent in clear.
 */
@Tag("e2e")
class CorporateCaE2eTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What Qwen Code 0.24.4 prints when its model endpoint presents a certificate Node does not trust
   * (read off the screen of a run).
   */
  static final String MODEL_UNREACHABLE = "[API Error: Connection error.";

  /**
   * The cause Qwen 0.24.4 adds to that line, in full: {@code (cause: SELF_SIGNED_CERT_IN_CHAIN:
   * self-signed certificate in certificate chain)}.
   */
  static final String UNTRUSTED_CHAIN = "SELF_SIGNED_CERT_IN_CHAIN";

  /** What the kit's MCP server answers when Mem0 cannot be reached: no stack, no detail. */
  static final String SEARCH_FAILED = "External context search failed.";

  private static Scenario withAutoRecall(Scenario scenario) {
    ObjectNode overlay = JsonNodeFactory.instance.objectNode();
    overlay.putObject("autoRecall").put("enabled", true).put("timeoutMs", 3000);
    return scenario.withPlanOverlay(overlay);
  }

  @Test
  void aWholeSessionWorksWhenThePlanTrustsTheCorporateCa() throws Exception {
    Scenario scenario = withAutoRecall(Scenario.write("corporate-ca-trusted")).withPrivateCa(true);
    try (QwenSession qwen = QwenSession.start(scenario)) {
      assertTrue(qwen.model().baseUrl().startsWith("https://"), qwen.model().baseUrl());
      assertTrue(qwen.mem0().baseUrl().getScheme().equals("https"), "Mem0 speaks TLS");

      String content = "Builds are signed in CI " + qwen.nonce();
      ApprovedWrite.approve(qwen, "Remember the signing rule " + qwen.nonce(), content);
      List<RecordedCall> adds = qwen.mem0().addCalls();
      assertEquals(1, adds.size(), () -> "Mem0 adds: " + adds);
      MemoryWrites.assertAdd(adds.get(0), content, TestPlan.APP_ID, qwen.mem0Key());
      MemoryWrites.assertModelToldAccepted(qwen);
      assertEquals(1, qwen.mem0().searchCalls().size(), "the recall hook searched the prompt");

      String memory = "Releases are cut on Thursdays " + qwen.nonce();
      qwen.mem0().setSearchResults("[{\"id\":\"mem-7\",\"memory\":\"" + memory + "\"}]");
      String query = "release day " + qwen.nonce();
      String prompt = "Search the team memory " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.searchViaBridge(query));
      qwen.submit(prompt);
      // The remember step already put the after-result text on the screen: wait for this result.
      qwen.await(
          "search-answered",
          QwenSession.STEP_TIMEOUT,
          screen ->
              qwen.model().toolResults().values().stream().anyMatch(text -> text.contains(memory)));

      List<RecordedCall> searches = qwen.mem0().searchCalls();
      assertEquals(3, searches.size(), "two prompts recalled, one context_search");
      assertEquals(query, JSON.readTree(searches.get(2).bodyText()).path("query").asText());
      assertEquals(1, qwen.mem0().addCalls().size(), "still exactly one add");
      qwen.mem0().assertNoViolations();
      assertTrue(
          qwen.model().allMessageTexts().stream()
              .anyMatch(
                  text -> text.contains("untrusted_external_context") && text.contains(memory)),
          "auto-recall put the memory found over TLS in the model's request");
      assertTrue(
          qwen.model().toolResults().values().stream().anyMatch(text -> text.contains(memory)),
          "context_search answered with the memory found over TLS");
    }
  }

  @Test
  void withoutThePlansCaQwenReportsTheModelUnreachableAndNothingIsSentInClear() {
    Scenario scenario =
        withAutoRecall(Scenario.readOnly("corporate-ca-untrusted")).withPrivateCa(false);
    try (QwenSession qwen = QwenSession.start(scenario)) {
      qwen.mem0().setSearchResults("[{\"id\":\"mem-1\",\"memory\":\"never shown\"}]");
      qwen.submit("When do we cut releases " + qwen.nonce());
      String screen = qwen.awaitText("model-unreachable", MODEL_UNREACHABLE);
      assertTrue(screen.contains(UNTRUSTED_CHAIN), "Qwen names the untrusted certificate");
      assertFalse(screen.contains("never shown"), screen);

      assertEquals(List.of(), qwen.mem0().calls(), "no request reached Mem0 in clear");
      assertEquals(List.of(), qwen.model().authorizations(), "no request reached the model");
      assertFalse(qwen.javaStarts().autoRecall().isEmpty(), "the recall hook ran and gave up");
    }
  }

  @Test
  void withoutThePlansCaContextSearchAnswersWithAClearErrorAndRecallAddsNothing() {
    // The model stays on plain HTTP here so that it can ask for the search at all.
    Scenario scenario =
        withAutoRecall(Scenario.readOnly("corporate-ca-untrusted-mem0"))
            .withHttpsFakes(new Scenario.HttpsFakes(false, true, false, false));
    try (QwenSession qwen = QwenSession.start(scenario)) {
      qwen.mem0().setSearchResults("[{\"id\":\"mem-1\",\"memory\":\"never shown\"}]");
      String prompt = "Search the team memory " + qwen.nonce();
      qwen.model().script().on(prompt, ToolCallPlan.searchViaBridge("release day " + qwen.nonce()));
      qwen.submit(prompt);
      qwen.awaitText("search-answered", qwen.model().script().afterToolResult());

      assertEquals(List.of(), qwen.mem0().calls(), "no request reached Mem0 in clear");
      for (String text : qwen.model().allMessageTexts()) {
        assertFalse(text.contains("untrusted_external_context"), "recall added: " + text);
        assertFalse(text.contains("never shown"), text);
      }
      Map<String, String> results = qwen.model().toolResults();
      assertEquals(1, results.size(), () -> "tool results: " + results);
      String result = results.values().iterator().next();
      assertFalse(result.contains("Exception"), "a stack trace reached the model: " + result);
      assertFalse(result.contains("\tat "), "a stack trace reached the model: " + result);
      assertTrue(result.contains(SEARCH_FAILED), result);
    }
  }

  @Test
  void behindTheProxyThePlanNamesWithoutItsCaNothingPassesTheTunnelInClear() {
    Scenario scenario =
        withAutoRecall(Scenario.readOnly("corporate-ca-untrusted-proxy"))
            .withPrivateCaBehindProxy(false);
    try (QwenSession qwen = QwenSession.start(scenario)) {
      qwen.submit("When do we cut releases " + qwen.nonce());
      String screen = qwen.awaitText("model-unreachable", MODEL_UNREACHABLE);
      assertTrue(screen.contains(UNTRUSTED_CHAIN), "Qwen names the untrusted certificate");

      assertEquals(List.of(), qwen.mem0().calls(), "no request reached Mem0 in clear");
      assertEquals(List.of(), qwen.model().authorizations(), "no request reached the model");
      String modelPort =
          qwen.model().baseUrl().replaceAll("^https://127\\.0\\.0\\.1:(\\d+)/.*$", "$1");
      assertTrue(
          qwen.tunnel().requestLines().contains("CONNECT 127.0.0.1:" + modelPort + " HTTP/1.1"),
          () ->
              "Qwen's model request went through the plan's proxy: "
                  + qwen.tunnel().requestLines());
      String mem0Connect =
          "CONNECT "
              + TunnelProxy.REMOTE_HOST
              + ":"
              + qwen.mem0().baseUrl().getPort()
              + " HTTP/1.1";
      assertTrue(
          qwen.tunnel().requestLines().contains(mem0Connect),
          () ->
              "the recall hook's search went through the plan's proxy: "
                  + qwen.tunnel().requestLines());
      for (String line : qwen.tunnel().requestLines()) {
        assertTrue(line.startsWith("CONNECT "), "only tunnels, nothing in clear: " + line);
      }
    }
  }

  @Test
  void behindTheProxyThePlanNamesWithItsCaRecallAndOneApprovedRememberTakeTheTunnel() {
    Scenario scenario =
        withAutoRecall(Scenario.write("corporate-ca-trusted-proxy")).withPrivateCaBehindProxy(true);
    try (QwenSession qwen = QwenSession.start(scenario)) {
      String content = "Artifacts go to the internal mirror " + qwen.nonce();
      ApprovedWrite.approve(qwen, "Remember the mirror rule " + qwen.nonce(), content);
      List<RecordedCall> adds = qwen.mem0().addCalls();
      assertEquals(1, adds.size(), () -> "Mem0 adds: " + adds);
      MemoryWrites.assertAdd(adds.get(0), content, TestPlan.APP_ID, qwen.mem0Key());
      MemoryWrites.assertModelToldAccepted(qwen);
      assertEquals(1, qwen.mem0().searchCalls().size(), "the recall hook searched the prompt");
      qwen.mem0().assertNoViolations();

      String mem0Host = TunnelProxy.REMOTE_HOST + ":" + qwen.mem0().baseUrl().getPort();
      List<String> lines = qwen.tunnel().requestLines();
      assertTrue(
          lines.stream().filter(line -> line.equals("CONNECT " + mem0Host + " HTTP/1.1")).count()
              >= 2,
          () -> "the hook's search and the server's add both took the tunnel: " + lines);
      assertTrue(
          lines.stream().anyMatch(line -> line.startsWith("CONNECT 127.0.0.1:")),
          () -> "Qwen's model requests took the tunnel: " + lines);
      for (String line : lines) {
        assertTrue(line.startsWith("CONNECT "), "only tunnels, nothing in clear: " + line);
      }
    }
  }
}

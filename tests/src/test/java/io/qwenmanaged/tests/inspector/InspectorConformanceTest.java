package io.qwenmanaged.tests.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import io.qwenmanaged.tests.inspector.InspectorRunner.Run;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Conformance with a real MCP client: the official MCP Inspector CLI, pinned and installed by
 * {@code tests/tools/install-test-tools.sh}, lists and calls the tools of the built {@code
 * mcp-server.jar}, which talks to a loopback fake Mem0. The inspector's output of each test stays
 * in {@code tests/target/inspector/<test name>.stdout|.stderr}.
 */
@Tag("e2e")
class InspectorConformanceTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();

  @TempDir Path directory;

  private Path kitRoot;
  private InspectorRunner inspector;
  private String label;

  @BeforeEach
  void locateInspector(TestInfo test) {
    String root = System.getProperty("kit.root");
    if (root == null) {
      fail("System property kit.root is not set; run the tests through Maven (-pl tests).");
    }
    kitRoot = Path.of(root).toAbsolutePath().normalize();
    inspector =
        new InspectorRunner(
            InspectorInstallation.locate(kitRoot), kitRoot.resolve("tests/target/inspector"));
    label = test.getTestMethod().orElseThrow().getName();
  }

  @Test
  void listsOnlyContextSearchWithItsTitleAndAnnotationsForASearchOnlyConfig() {
    McpServerUnderTest server = McpServerUnderTest.searchOnly(kitRoot, directory, mem0.baseUrl());

    Run run = inspector.listTools(label, server);

    JsonNode tools = run.result().path("tools");
    assertEquals(List.of("context_search"), names(tools));
    assertIsSearchTool(tools.get(0));
    assertTrue(mem0.calls().isEmpty(), "listing tools must not call the provider");
    assertNoCanary(run);
  }

  @Test
  void listsContextRememberRightAfterContextSearchForAWriteConfig() {
    McpServerUnderTest server = McpServerUnderTest.withWrites(kitRoot, directory, mem0.baseUrl());

    Run run = inspector.listTools(label, server);

    JsonNode tools = run.result().path("tools");
    assertEquals(List.of("context_search", "context_remember"), names(tools));
    assertIsSearchTool(tools.get(0));
    JsonNode remember = tools.get(1);
    assertEquals("Remember external context", remember.path("title").textValue());
    assertEquals(
        json(
            "{\"readOnlyHint\":false,\"destructiveHint\":false,"
                + "\"idempotentHint\":false,\"openWorldHint\":false}"),
        remember.path("annotations"));
    assertEquals(List.of("content"), inputNames(remember));
    assertTrue(mem0.calls().isEmpty(), "listing tools must not call the provider");
    assertNoCanary(run);
  }

  @Test
  void searchReturnsTheUntrustedEnvelopeOfTheFakesItemsAfterOneSearchRequest() {
    mem0.setSearchResults(resource("mem0-search-results.json"));
    McpServerUnderTest server = McpServerUnderTest.searchOnly(kitRoot, directory, mem0.baseUrl());

    Run run = inspector.callTool(label, server, "context_search", "query", "  how do we\t build? ");

    assertEquals(resource("context-search-envelope.txt"), onlyText(run.result(), false));
    assertEquals(List.of(), mem0.addCalls());
    List<RecordedCall> searches = mem0.searchCalls();
    assertEquals(1, searches.size(), "search requests");
    assertEquals(
        json(
            "{\"query\":\"how do we build?\",\"filters\":{\"app_id\":\"repository-memory\"},"
                + "\"top_k\":5,\"threshold\":0.1,\"rerank\":false}"),
        json(searches.get(0).bodyText()));
    assertEquals(
        List.of("Token " + McpServerUnderTest.API_KEY), searches.get(0).header("Authorization"));
    assertNoCanary(run);
  }

  @Test
  void rememberReturnsAcceptedAfterExactlyOneAddRequestWithTheExactContent() {
    String content = "Prefer records for parsed data.\n\t\"Never\" trim <me>  ";
    McpServerUnderTest server = McpServerUnderTest.withWrites(kitRoot, directory, mem0.baseUrl());

    Run run = inspector.callTool(label, server, "context_remember", "content", content);

    String eventId = mem0.issuedEventIds().get(0);
    assertEquals(
        "{\"status\":\"accepted\",\"providerOperationId\":\"" + eventId + "\"}",
        onlyText(run.result(), false));
    assertEquals(List.of(), mem0.searchCalls());
    List<RecordedCall> adds = mem0.addCalls();
    assertEquals(1, adds.size(), "add requests");
    ObjectNode expected = JSON.createObjectNode();
    expected.putArray("messages").addObject().put("role", "user").put("content", content);
    expected.put("app_id", McpServerUnderTest.APP_ID).put("infer", false);
    assertEquals(expected, json(adds.get(0).bodyText()));
    assertNoCanary(run);
  }

  @Test
  void aProviderFailureReachesTheInspectorAsTheStableToolError() {
    mem0.respondToSearch(500, "{\"detail\":\"upstream exploded\"}");
    McpServerUnderTest server = McpServerUnderTest.searchOnly(kitRoot, directory, mem0.baseUrl());

    Run run = inspector.callTool(label, server, "context_search", "query", "build");

    assertEquals("External context search failed.", onlyText(run.result(), true));
    assertEquals(1, mem0.searchCalls().size(), "search requests (no retry)");
    assertNoCanary(run);
  }

  private static void assertIsSearchTool(JsonNode tool) {
    assertEquals("context_search", tool.path("name").textValue());
    assertEquals("Search external context", tool.path("title").textValue());
    assertEquals(json("{\"destructiveHint\":false}"), tool.path("annotations"));
    assertEquals(List.of("query"), inputNames(tool));
  }

  /** The single text content of a {@code tools/call} result whose {@code isError} is as given. */
  private static String onlyText(JsonNode result, boolean isError) {
    assertEquals(isError, result.path("isError").asBoolean(), "isError of " + result);
    JsonNode content = result.path("content");
    assertEquals(1, content.size(), "content items of " + result);
    assertEquals("text", content.get(0).path("type").textValue());
    return content.get(0).path("text").textValue();
  }

  private static void assertNoCanary(Run run) {
    assertFalse(run.stdout().contains(McpServerUnderTest.API_KEY), "credential in stdout");
    assertFalse(run.stderr().contains(McpServerUnderTest.API_KEY), "credential in stderr");
  }

  private static List<String> names(JsonNode tools) {
    List<String> names = new ArrayList<>();
    tools.forEach(tool -> names.add(tool.path("name").textValue()));
    return names;
  }

  private static List<String> inputNames(JsonNode tool) {
    JsonNode schema = tool.path("inputSchema");
    assertEquals("object", schema.path("type").textValue());
    List<String> properties = new ArrayList<>();
    schema.path("properties").fieldNames().forEachRemaining(properties::add);
    assertEquals(JSON.valueToTree(properties), schema.path("required"), "required inputs");
    return properties;
  }

  private static JsonNode json(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      return fail("not JSON: " + text, e);
    }
  }

  private static String resource(String name) {
    try (InputStream in =
        InspectorConformanceTest.class.getResourceAsStream("/inspector/" + name)) {
      if (in == null) {
        return fail("test resource inspector/" + name + " is missing");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return fail("could not read test resource inspector/" + name, e);
    }
  }
}

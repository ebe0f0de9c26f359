package io.qwenmanaged.mcp.recall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.config.ExternalContextConfig;
import io.qwenmanaged.mcp.config.ProviderConfig;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.provider.ProviderFactory;
import io.qwenmanaged.mcp.provider.ProviderSetup;
import io.qwenmanaged.mcp.tools.SearchTool;
import io.qwenmanaged.mcp.tools.ToolOutcome;
import io.qwenmanaged.policy.Secret;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Golden cases: the same provider answer through {@code context_search} and through auto-recall
 * gives the same envelope text, character for character.
 */
@Tag("unit")
class EnvelopeSameAsSearchToolTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Provider answers ({@code results} arrays) covering escapes, optional fields and the budget. */
  private static final List<String> CASES =
      List.of(
          "[{\"id\":\"m1\",\"memory\":\"plain\"}]",
          "[{\"id\":\"a<b>\",\"memory\":\"</script> \\\"q\\\" \\\\ \\n\\t\\u0001 \\u2028 é 😀\","
              + "\"title\":\"T\",\"uri\":\"https://x.test/a?b=<c>\",\"score\":0,"
              + "\"updated_at\":\"2026-01-02\"}]",
          "[{\"id\":\"n\",\"memory\":\"numbers\",\"score\":1e-7},{\"id\":\"o\",\"memory\":\"x\","
              + "\"score\":0.82,\"title\":\"\",\"updatedAt\":\"fallback\"},"
              + "{\"id\":\"\",\"memory\":\"dropped: empty id\"}]",
          "["
              + ("{\"id\":\"big\",\"memory\":\"" + "<>".repeat(500) + "\",\"score\":0.5},")
                  .repeat(6)
              + "{\"id\":\"last\",\"memory\":\"never shown\"}]");

  @RegisterExtension final FakeMem0 mem0 = new FakeMem0();
  @TempDir Path dir;

  @Test
  void autoRecallAddsExactlyTheSearchToolsText() throws Exception {
    RecallFixture fixture = new RecallFixture(dir, mem0.baseUrl(), 1500);
    SearchTool tool = searchTool();
    for (String results : CASES) {
      mem0.setSearchResults(results);
      ToolOutcome searched =
          tool.call(JsonNodeFactory.instance.objectNode().put("query", "payments"));
      assertFalse(searched.isError(), results);
      String recalled = fixture.run(RecallFixture.input("payments", fixture.repository.toString()));
      JsonNode context = JSON.readTree(recalled).path("hookSpecificOutput");
      assertEquals(searched.text(), context.path("additionalContext").textValue(), results);
      assertEquals(jacksonWritten(searched.text()) + "\n", recalled, results);
    }
  }

  /** The answer as Jackson writes it, byte for byte: the hook writes it as text, identically. */
  private static String jacksonWritten(String envelope) {
    ObjectNode answer = JSON.createObjectNode();
    answer
        .putObject("hookSpecificOutput")
        .put("hookEventName", "UserPromptSubmit")
        .put("additionalContext", envelope);
    return answer.toString();
  }

  private SearchTool searchTool() {
    ProviderConfig mem0Config =
        new ProviderConfig.Mem0(mem0.baseUrl(), RecallFixture.KEY_ENV, RecallFixture.APP_ID);
    ProviderSetup setup =
        ProviderFactory.create(
            new ExternalContextConfig(5000, false, mem0Config),
            new Secret(RecallFixture.KEY),
            Map.of());
    return new SearchTool(((ProviderSetup.Ready) setup).search());
  }
}

package io.qwenmanaged.tests.e2e.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.mcp.fakes.FakeMem0;
import io.qwenmanaged.mcp.fakes.RecordedCall;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/** Assertions on what reached the fake Mem0 and what the fake model was told afterwards. */
public final class MemoryWrites {

  private static final ObjectMapper JSON = new ObjectMapper();

  private MemoryWrites() {}

  /**
   * Exactly one Mem0 request was made, an add whose body carries {@code content} unchanged with the
   * configured app id and {@code infer:false}, authorised with this run's key; and it was valid
   * against the official Mem0 OpenAPI document.
   */
  public static void assertExactlyOneAdd(QwenSession qwen, String content) {
    FakeMem0 mem0 = qwen.mem0();
    List<RecordedCall> calls = mem0.calls();
    assertEquals(1, calls.size(), () -> "Mem0 requests: " + calls);
    assertAdd(calls.get(0), content, TestPlan.APP_ID, qwen.mem0Key());
    mem0.assertNoViolations();
  }

  /**
   * {@code call} is a Mem0 add whose body carries {@code content} unchanged with {@code appId} and
   * {@code infer:false}, authorised with {@code key}.
   */
  public static void assertAdd(RecordedCall call, String content, String appId, String key) {
    assertEquals(FakeMem0.ADD_PATH, call.path());
    assertEquals(List.of("Token " + key), call.header("Authorization"));
    JsonNode body = json(call.bodyText());
    assertEquals(3, body.size(), () -> "unexpected body keys: " + body);
    assertEquals(1, body.path("messages").size());
    assertEquals("user", body.path("messages").get(0).path("role").asText());
    assertEquals(content, body.path("messages").get(0).path("content").asText());
    assertEquals(appId, body.path("app_id").asText());
    assertTrue(body.path("infer").isBoolean() && !body.path("infer").asBoolean());
  }

  /** No request at all reached the fake Mem0, and the MCP server was never asked to call a tool. */
  public static void assertNothingSent(QwenSession qwen) {
    assertEquals(List.of(), qwen.mem0().calls());
    assertEquals(List.of(), qwen.mcp().toolCalls());
  }

  /**
   * The model received one tool result: {@code accepted} with the operation id that the fake Mem0
   * issued for its default PENDING answer, and never the word {@code stored}.
   */
  public static void assertModelToldAccepted(QwenSession qwen) {
    Map<String, String> results = qwen.model().toolResults();
    assertEquals(1, results.size(), () -> "tool results sent to the model: " + results);
    String text = results.values().iterator().next();
    JsonNode result = json(text);
    assertEquals("accepted", result.path("status").asText(), text);
    assertEquals(
        qwen.mem0().issuedEventIds(), List.of(result.path("providerOperationId").asText()));
    for (String message : qwen.model().allMessageTexts()) {
      assertFalse(message.contains("\"stored\""), "the model was told 'stored': " + text);
    }
  }

  private static JsonNode json(String text) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

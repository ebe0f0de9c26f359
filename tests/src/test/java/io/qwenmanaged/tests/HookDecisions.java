package io.qwenmanaged.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;

/**
 * The hook's contract as black-box tests see it: request builders, the fixed reasons, and the
 * checks every run of the jar must pass.
 */
final class HookDecisions {

  static final String TOOL = "mcp__external-context__context_remember";
  static final String QUESTION = "Save this exact content to the bound Mem0 repository memory?";
  static final String INVALID = "External context memory write confirmation request is invalid.";

  /** Strict: no comments, NaN, duplicate keys or trailing tokens in what the hook prints. */
  static final JsonMapper STRICT =
      JsonMapper.builder()
          .disable(JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private HookDecisions() {}

  /** A request Qwen Code would send in {@code default} mode, with {@code contentLiteral} as-is. */
  static String request(String contentLiteral) {
    return request("", "", contentLiteral);
  }

  /**
   * A request with raw JSON inserted: {@code topLevelExtra} and {@code toolInputExtra} are empty or
   * {@code "key":value} members placed before the known keys.
   */
  static String request(String topLevelExtra, String toolInputExtra, String contentLiteral) {
    return "{"
        + member(topLevelExtra)
        + "\"hook_event_name\":\"PreToolUse\",\"tool_name\":\""
        + TOOL
        + "\",\"permission_mode\":\"default\",\"tool_input\":{"
        + member(toolInputExtra)
        + "\"content\":"
        + contentLiteral
        + "}}";
  }

  private static String member(String raw) {
    return raw.isEmpty() ? "" : raw + ",";
  }

  static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Asserts the run honoured the process contract — exit 0, nothing on stderr, stdout exactly one
   * JSON object and one {@code '\n'} — and returns the decision.
   */
  static JsonNode assertOneDecision(JarRunner.Result result) {
    String stderr = new String(result.stderr(), StandardCharsets.UTF_8);
    assertEquals("", stderr, "the hook must write nothing to stderr");
    assertEquals(0, result.exitCode(), "exit code");
    String stdout;
    try {
      stdout =
          StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(result.stdout())).toString();
    } catch (CharacterCodingException e) {
      return fail("stdout is not valid UTF-8", e);
    }
    assertTrue(
        stdout.startsWith("{") && stdout.endsWith("}\n"),
        () -> "stdout must be one JSON object and a single newline, was: " + abbreviate(stdout));
    JsonNode decision;
    try (JsonParser parser = STRICT.createParser(stdout.substring(0, stdout.length() - 1))) {
      decision = STRICT.readTree(parser);
      assertTrue(parser.nextToken() == null, "trailing data after the decision");
    } catch (IOException e) {
      return fail("stdout is not exactly one JSON object: " + abbreviate(stdout), e);
    }
    assertTrue(decision.isObject(), "the decision must be a JSON object");
    return decision;
  }

  /** Asserts a deny with {@code reason}. */
  static void assertDenied(JarRunner.Result result, String reason) {
    assertEquals(decision("deny", reason), assertOneDecision(result));
  }

  static void assertDeniedInvalid(JarRunner.Result result) {
    assertDenied(result, INVALID);
  }

  /** Asserts an ask and returns its reason text. */
  static String assertAsks(JarRunner.Result result) {
    JsonNode decision = assertOneDecision(result);
    String reason = decision.path("hookSpecificOutput").path("permissionDecisionReason").asText();
    assertEquals(decision("ask", reason), decision, "the decision must be an ask");
    assertTrue(reason.startsWith(QUESTION + "\n"), "the ask reason starts with the question");
    return reason;
  }

  /** The full decision object the hook writes: event name, decision and reason. */
  static JsonNode decision(String permission, String reason) {
    var specific = STRICT.createObjectNode();
    specific.put("hookEventName", "PreToolUse");
    specific.put("permissionDecision", permission);
    specific.put("permissionDecisionReason", reason);
    var decision = STRICT.createObjectNode();
    decision.set("hookSpecificOutput", specific);
    return decision;
  }

  static String abbreviate(String text) {
    return text.length() <= 300 ? text : text.substring(0, 300) + "... (" + text.length() + ")";
  }
}

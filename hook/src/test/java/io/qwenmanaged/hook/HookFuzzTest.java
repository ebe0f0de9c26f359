package io.qwenmanaged.hook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.content.ContentOracle;
import io.qwenmanaged.content.RandomText;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Random and mutated requests: the decision always equals the decision table, never a crash. */
@Tag("unit")
class HookFuzzTest {

  private static final int CASES = 5_000;
  private static final List<String> EVENTS =
      List.of("\"PreToolUse\"", "\"PostToolUse\"", "7", "null", "");
  private static final List<String> TOOLS =
      List.of("\"" + Requests.TOOL + "\"", "\"context_remember\"", "\"write_file\"", "[]", "");
  private static final List<String> MODES =
      List.of(
          "\"default\"",
          "\"auto\"",
          "\"auto_edit\"",
          "\"auto-edit\"",
          "\"yolo\"",
          "\"plan\"",
          "\"PLAN\"",
          "\"x\"",
          "1",
          "null",
          "");
  private static final Set<String> ASKING =
      Set.of("\"default\"", "\"auto\"", "\"auto_edit\"", "\"auto-edit\"", "\"yolo\"");

  @Test
  void decisionForRandomRequestsEqualsTheTable() {
    Random random = new Random(7);
    RandomText text = new RandomText(8);
    for (int i = 0; i < CASES; i++) {
      String event = pick(random, EVENTS);
      String tool = pick(random, TOOLS);
      String mode = pick(random, MODES);
      String content = text.next(random.nextInt(20) == 0 ? 8100 : 30);
      int inputShape = random.nextInt(6);
      StringBuilder json = new StringBuilder("{");
      field(json, "hook_event_name", event);
      field(json, "tool_name", tool);
      field(json, "permission_mode", mode);
      if (inputShape < 4) {
        field(json, "tool_input", "{\"content\":" + jsonString(content) + ",\"n\":[1]}");
      } else if (inputShape == 4) {
        field(json, "tool_input", jsonString(content));
      }
      json.setLength(json.length() - (json.length() > 1 ? 1 : 0));
      json.append('}');

      String expected;
      if (!event.equals(EVENTS.get(0)) || !tool.equals(TOOLS.get(0))) {
        expected = "pass";
      } else if (!mode.startsWith("\"") || inputShape > 3 || !ContentOracle.isValid(content)) {
        expected = "deny:" + DecisionTable.INVALID;
      } else if (mode.equals("\"plan\"")) {
        expected = "deny:" + DecisionTable.PLAN;
      } else if (!ASKING.contains(mode)) {
        expected = "deny:" + DecisionTable.UNSUPPORTED;
      } else {
        expected = "ask";
      }
      HookRun run = HookRun.of(json.toString());
      String actual = run.permission().equals("deny") ? "deny:" + run.reason() : run.permission();
      assertEquals(expected, actual, json::toString);
    }
  }

  @Test
  void mutatedRequestsAlwaysGetOneWellFormedDecision() {
    Random random = new Random(11);
    byte[] seed =
        Requests.remember("\"default\"", "\"caf\\u00e9 \\ud83d\\ude00 <u>x</u>\"")
            .getBytes(StandardCharsets.UTF_8);
    Set<String> reasons =
        Set.of(DecisionTable.INVALID, DecisionTable.PLAN, DecisionTable.UNSUPPORTED);
    for (int i = 0; i < CASES; i++) {
      byte[] mutated = seed.clone();
      int edits = 1 + random.nextInt(4);
      for (int e = 0; e < edits; e++) {
        mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
      }
      HookRun run = HookRun.of(mutated);
      assertEquals(0, run.exitCode());
      String permission = run.permission();
      assertTrue(
          permission.equals("pass")
              || permission.equals("ask")
              || (permission.equals("deny") && reasons.contains(run.reason())),
          run::stdout);
    }
  }

  private static String pick(Random random, List<String> values) {
    return values.get(random.nextInt(values.size()));
  }

  private static void field(StringBuilder json, String name, String value) {
    if (!value.isEmpty()) {
      json.append('"').append(name).append("\":").append(value).append(',');
    }
  }

  /** Every non-printable-ASCII unit escaped, so lone surrogates survive as JSON escapes. */
  private static String jsonString(String value) {
    StringBuilder out = new StringBuilder("\"");
    for (char unit : value.toCharArray()) {
      if (unit == '"' || unit == '\\' || unit < 0x20 || unit > 0x7E) {
        out.append(String.format("\\u%04x", (int) unit));
      } else {
        out.append(unit);
      }
    }
    return out.append('"').toString();
  }
}

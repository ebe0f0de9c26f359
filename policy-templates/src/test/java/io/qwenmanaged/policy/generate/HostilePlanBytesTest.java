package io.qwenmanaged.policy.generate;

import static io.qwenmanaged.policy.generate.HostilePlans.plan;
import static io.qwenmanaged.policy.generate.HostilePlans.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Hostile plan bytes are refused through the generator's entry point with one clear diagnostic
 * naming the plan, never an exception. {@code StrictJsonTest} covers the parser's own messages in
 * detail; here each attack is a whole plan.
 */
@Tag("unit")
class HostilePlanBytesTest {

  @Test
  void refusesTextThatIsNotJson() {
    assertEquals(
        List.of("plan.json: error: not valid JSON: syntax error at line 1, column 1"),
        refusal("plan: mem0-write"));
  }

  @Test
  void refusesEmptyBytes() {
    assertEquals(
        List.of("plan.json: error: not valid JSON: empty document at line 1, column 1"),
        refusal(new byte[0]));
  }

  @Test
  void refusesAByteOrderMarkBeforeAValidPlan() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
    bytes.writeBytes(plan().getBytes(StandardCharsets.UTF_8));
    assertEquals(
        List.of(
            "plan.json: error: not valid JSON: byte order mark is not allowed at line 1, column 1"),
        refusal(bytes.toByteArray()));
  }

  @Test
  void refusesInvalidUtf8InAPath() {
    byte[] bytes = plan().getBytes(StandardCharsets.UTF_8);
    String text = plan();
    bytes[text.indexOf("payments")] = (byte) 0xFF;
    assertEquals(
        List.of("plan.json: error: not valid JSON: invalid UTF-8 at line 21, column 35"),
        refusal(bytes));
  }

  @Test
  void refusesADuplicateKeyThatWouldOverrideTheProfile() {
    assertEquals(
        List.of("plan.json: error: not valid JSON: duplicate key \"profile\" at line 3, column 41"),
        refusal(
            plan(
                "\"profile\": \"mem0-write\",",
                "\"profile\": \"mem0-read-only\", \"profile\": \"mem0-write\",")));
  }

  @Test
  void refusesDeepNestingWithoutOverflowingTheStack() {
    assertEquals(
        List.of(
            "plan.json: error: not valid JSON: document exceeds parser limits (nesting or size) at"
                + " line 1, column 1002"),
        refusal("[".repeat(100_000)));
  }

  @Test
  void refusesNestingJustWithinTheParserLimitAsAWrongType() {
    assertEquals(
        List.of("plan.json:/workspace: error: must be a string"),
        refusal(plan("\"/srv/repositories/payments\"", "[".repeat(998) + "]".repeat(998))));
  }

  @Test
  void refusesAStringOfSeveralMebibytes() {
    String huge = "/srv/" + "x".repeat(6 << 20);
    assertEquals(
        List.of("plan.json:/workspace: error: must be at most 4096 characters long"),
        refusal(plan("/srv/repositories/payments", huge)));
    assertEquals(
        List.of("plan.json:/provider/appId: error: must be at most 256 characters after trimming"),
        refusal(plan("repository-memory", huge)));
  }
}

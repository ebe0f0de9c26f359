package io.qwenmanaged.tests;

import static io.qwenmanaged.tests.HookDecisions.QUESTION;
import static io.qwenmanaged.tests.HookDecisions.assertAsks;
import static io.qwenmanaged.tests.HookDecisions.assertDeniedInvalid;
import static io.qwenmanaged.tests.HookDecisions.request;
import static io.qwenmanaged.tests.HookDecisions.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile stdin for the built hook jar. Whatever arrives, the hook exits 0, prints nothing to
 * stderr and exactly one JSON decision: a crash would let the write through.
 */
@Tag("jar")
class HookHostileInputTest {

  private static final int MIB = 1024 * 1024;
  private static final String CONTENT = "\"Use Java 17 for every module.\"";
  private static final String REASON = QUESTION + "\n" + CONTENT;

  /** A valid ask request padded with spaces after its opening brace to exactly {@code size}. */
  private static byte[] paddedRequest(int size) {
    byte[] request = utf8(request(CONTENT));
    byte[] padded = new byte[size];
    Arrays.fill(padded, (byte) ' ');
    padded[0] = '{';
    System.arraycopy(request, 1, padded, size - (request.length - 1), request.length - 1);
    return padded;
  }

  @Test
  void asksForARequestOfExactlyOneMebibyte() {
    byte[] input = paddedRequest(MIB);
    assertEquals(1_048_576, input.length);
    assertEquals(REASON, assertAsks(JarRunner.runHook(input)));
  }

  @Test
  void deniesOneByteOverTheLimit() {
    assertDeniedInvalid(JarRunner.runHook(paddedRequest(MIB + 1)));
  }

  @Test
  void deniesFiveMebibytesOfGarbageWithoutWaitingForAllOfIt() {
    byte[] garbage = new byte[5 * MIB];
    new Random(20_240_101).nextBytes(garbage);
    assertDeniedInvalid(JarRunner.runHook(garbage));
  }

  @Test
  void ignoresTwoHundredThousandNestedArraysInAnExtraToolInputKey() {
    int depth = 200_000;
    String nested = "\"nested\":" + "[".repeat(depth) + "]".repeat(depth);
    byte[] input = utf8(request("", nested, CONTENT));
    assertEquals(REASON, assertAsks(JarRunner.runHook(input)));
  }

  @Test
  void deniesTwoHundredThousandUnclosedNestedObjects() {
    String opened = "{\"a\":".repeat(200_000);
    assertDeniedInvalid(JarRunner.runHook(utf8(request("\"deep\":" + opened + "1", "", CONTENT))));
  }

  @Test
  void ignoresAHalfMillionDigitNumberInAnExtraKey() {
    String huge = "\"huge\":9" + "0".repeat(499_999);
    assertEquals(REASON, assertAsks(JarRunner.runHook(utf8(request(huge, "", CONTENT)))));
  }

  @Test
  void ignoresAnOutOfRangeExponentInAnExtraKey() {
    String huge = "\"huge\":-1.5e999999999,\"tiny\":1e-999999999";
    assertEquals(REASON, assertAsks(JarRunner.runHook(utf8(request("", huge, CONTENT)))));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {"inside-content", "between-tokens", "before-object", "after-object", "only-nul"})
  void deniesRawNulBytes(String where) {
    String ok = request(CONTENT);
    String input =
        switch (where) {
          case "inside-content" -> request("\"Use Java\0 17\"");
          case "between-tokens" -> ok.replace(",\"tool_input\"", ",\0\"tool_input\"");
          case "before-object" -> "\0" + ok;
          case "after-object" -> ok + "\0";
          default -> "\0";
        };
    assertDeniedInvalid(JarRunner.runHook(utf8(input)));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "\"\\ud800\"",
        "\"\\udc00\"",
        "\"visible \\ud800\"",
        "\"\\udc00 visible\"",
        "\"visible \\udc00\\ud800 reversed pair\"",
        "\"visible \\ud83d\\ud83d two highs\""
      })
  void deniesContentWithAnUnpairedSurrogate(String contentLiteral) {
    assertDeniedInvalid(JarRunner.runHook(utf8(request(contentLiteral))));
  }

  @Test
  void asksForFourThousandAstralCodePoints() {
    String content = "\uD83D\uDE00".repeat(4000);
    String reason = assertAsks(JarRunner.runHook(utf8(request("\"" + content + "\""))));
    assertEquals(QUESTION + "\n\"" + content + "\"", reason);
  }

  @Test
  void deniesFourThousandAndOneAstralCodePoints() {
    String content = "\uD83D\uDE00".repeat(4001);
    assertDeniedInvalid(JarRunner.runHook(utf8(request("\"" + content + "\""))));
  }

  @ParameterizedTest(name = "\"{0}\"")
  @ValueSource(strings = {"", " ", "\n", "\r\n\t "})
  void deniesEmptyOrBlankStdin(String input) {
    assertDeniedInvalid(JarRunner.runHook(utf8(input)));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(ints = {1, 2, 3, 20, 60, 150})
  void deniesARequestWithItsLastBytesCutOff(int droppedBytes) {
    byte[] whole = utf8(request(CONTENT));
    assertTrue(droppedBytes < whole.length);
    assertDeniedInvalid(JarRunner.runHook(Arrays.copyOf(whole, whole.length - droppedBytes)));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "{\"permission_mode\":\"plan\",\"permission_mode\":\"default\",",
        "{\"hook_event_name\":\"PreToolUse\",\"hook_event_name\":\"PreToolUse\",",
        "{\"tool_input\":{\"content\":\"x\"},\"tool_input\":{\"content\":\"y\"},",
        "{\"extra\":1,\"extra\":2,"
      })
  void deniesDuplicateKeysAtTheTopLevel(String duplicatedPrefix) {
    String input = duplicatedPrefix + request(CONTENT).substring(1);
    assertDeniedInvalid(JarRunner.runHook(utf8(input)));
  }

  @Test
  void deniesADuplicateContentKey() {
    String input = request("", "\"content\":\"" + "first" + "\"", CONTENT);
    assertDeniedInvalid(JarRunner.runHook(utf8(input)));
  }
}

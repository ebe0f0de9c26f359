package io.qwenmanaged.policy.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class StrictJsonTest {

  private static JsonReadResult read(String text) {
    return StrictJson.read(text.getBytes(StandardCharsets.UTF_8), "config.json");
  }

  private static JsonNode parsed(JsonReadResult result) {
    return assertInstanceOf(JsonReadResult.Parsed.class, result).document();
  }

  private static Diagnostic malformed(JsonReadResult result) {
    return assertInstanceOf(JsonReadResult.Malformed.class, result).diagnostic();
  }

  @Test
  void readsOneObjectSurroundedByWhitespace() {
    JsonNode document = parsed(read(" \n{\"version\": 1, \"a\": [true, null, \"x\"]}\r\n\t"));
    assertEquals(1, document.get("version").intValue());
  }

  @Test
  void readsAnyJsonValueNotOnlyObjects() {
    assertTrue(parsed(read("[1]")).isArray());
    assertTrue(parsed(read("null")).isNull());
  }

  @Test
  void rejectsInvalidUtf8WithItsLineAndColumn() {
    byte[] bytes = {'{', '\n', ' ', '"', 'a', '"', ':', '"', (byte) 0xC3, '"', '}'};
    Diagnostic diagnostic = malformed(StrictJson.read(bytes, "config.json"));
    assertEquals("config.json", diagnostic.file());
    assertEquals("", diagnostic.pointer());
    assertEquals("not valid JSON: invalid UTF-8 at line 2, column 7", diagnostic.message());
  }

  @ParameterizedTest
  @ValueSource(strings = {"C080", "E08080", "EDA080", "F4908080", "FF", "80", "E282"})
  void rejectsOverlongSurrogateOutOfRangeStrayAndTruncatedUtf8(String hex) {
    byte[] sequence = HexFormat.of().parseHex(hex);
    byte[] bytes = new byte[sequence.length + 4];
    bytes[0] = '[';
    bytes[1] = '"';
    System.arraycopy(sequence, 0, bytes, 2, sequence.length);
    bytes[bytes.length - 2] = '"';
    bytes[bytes.length - 1] = ']';
    assertTrue(
        malformed(StrictJson.read(bytes, "f"))
            .message()
            .startsWith("not valid JSON: invalid UTF-8"));
  }

  @Test
  void rejectsAByteOrderMark() {
    assertEquals(
        "not valid JSON: byte order mark is not allowed at line 1, column 1",
        malformed(read("\uFEFF{}")).message());
  }

  @Test
  void rejectsDuplicateKeysAtAnyDepth() {
    assertEquals(
        "not valid JSON: duplicate key at line 1, column 19",
        malformed(read("{\"a\": {\"b\": 1, \"b\": 2}}")).message());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"{\n  // the plan's version\n  \"a\": 1\n}", "{\"a\": 1 /* one */}", "# c\n{}"})
  void aCommentIsNamedAsNotAllowed(String text) {
    assertTrue(
        malformed(read(text)).message().startsWith("not valid JSON: comments are not allowed"),
        malformed(read(text)).message());
  }

  @Test
  void aTrailingCommaIsNamedAsNotAllowed() {
    assertEquals(
        "not valid JSON: a comma before '}' is not allowed in JSON at line 1, column 9",
        malformed(read("{\"a\": 1,}")).message());
    assertTrue(
        malformed(read("[1, 2,\n]"))
            .message()
            .startsWith("not valid JSON: a comma before ']' is not allowed in JSON"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{} {}",
        "{}x",
        "{} // comment",
        "{/* c */}",
        "{\"a\": NaN}",
        "{\"a\": Infinity}",
        "{\"a\": -Infinity}",
        "{'a': 1}",
        "{\"a\": 01}",
        "{\"a\": 1,}",
        "{a: 1}",
        "{\"a\": \"\u0001\"}",
        "{\"a\": \"\u0000\"}",
        "{\"a\": \"\\x41\"}",
        "{\"a\"",
        "",
        "   "
      })
  void rejectsAnythingButOneStrictDocument(String text) {
    assertTrue(malformed(read(text)).message().startsWith("not valid JSON: "));
  }

  @Test
  void saysWhereTrailingDataStarts() {
    assertEquals(
        "not valid JSON: data after the document at line 2, column 2",
        malformed(read("{}\n {}")).message());
  }

  @Test
  void anAdminFileNamesAPlainDuplicatedKeyAndNothingElse() {
    assertEquals(
        "not valid JSON: duplicate key \"b\" at line 1, column 19",
        malformed(admin("{\"a\": {\"b\": 1, \"b\": 2}}")).message());
    assertEquals(
        "not valid JSON: duplicate key at line 1, column 29",
        malformed(admin("{\"\\u001b[2J\": 1, \"\\u001b[2J\": 2}")).message());
    String long65 = "k".repeat(65);
    assertTrue(
        malformed(admin("{\"" + long65 + "\": 1, \"" + long65 + "\": 2}"))
            .message()
            .startsWith("not valid JSON: duplicate key at "));
  }

  private static JsonReadResult admin(String text) {
    return StrictJson.readNamingDuplicateKeys(text.getBytes(StandardCharsets.UTF_8), "plan.json");
  }

  @Test
  void neverQuotesTheDocumentInItsDiagnostic() {
    for (String text :
        new String[] {
          "{\"canary-key-7f3a\": 1, \"canary-key-7f3a\": 2}",
          "{\"a\": \"canary-key-7f3a\" canary-key-7f3a}",
          "{\"a\": canary-key-7f3a}",
          "{\"a\": 1e999, \"canary-key-7f3a\": 1}"
        }) {
      String message = malformed(read(text)).render();
      assertFalse(message.contains("canary"), message);
      assertFalse(message.contains("7f3a"), message);
    }
  }

  @Test
  void refusesNestingBeyondTheLimitWithoutOverflowingTheStack() {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    assertEquals(
        "not valid JSON: document exceeds parser limits (nesting or size) at line 1, column 1002",
        malformed(read(deep)).message());
    assertTrue(parsed(read("[".repeat(999) + "]".repeat(999))).isArray());
  }

  @Test
  void keepsHugeIntegersExactly() {
    String digits = "9".repeat(5000);
    JsonNode document = parsed(read("{\"n\": " + digits + "}"));
    assertEquals(new BigInteger(digits), document.get("n").bigIntegerValue());
  }

  @Test
  void refusesNumbersBeyondTheDoubleRangeAtTheirPointer() {
    Diagnostic diagnostic = malformed(read("{\"a\": [0, {\"b/c\": -1e999}]}"));
    assertEquals("/a/1/b~1c", diagnostic.pointer());
    assertEquals("not valid JSON: number out of range", diagnostic.message());
  }

  @Test
  void namesTheFirstNumberBeyondTheDoubleRangeInDocumentOrder() {
    assertEquals(
        "/x/y/2", malformed(read("{\"x\": {\"y\": [1, [], 2e999]}, \"z\": 1e999}")).pointer());
    assertEquals("", malformed(read("1e999")).pointer());
    assertEquals("/~0/0", malformed(read("{\"~\": [1e999], \"z\": 1e999}")).pointer());
  }

  @Test
  void readsFractionsAndExponentsAsDoubles() {
    JsonNode document = parsed(read("{\"a\": 5000.0, \"b\": 1e-999, \"c\": 1E3}"));
    assertEquals(5000.0, document.get("a").doubleValue());
    assertEquals(0.0, document.get("b").doubleValue());
    assertEquals(1000.0, document.get("c").doubleValue());
  }

  @Test
  void keepsEscapedNulAndLoneSurrogatesAsTheyAre() {
    JsonNode document =
        parsed(read("{\"a\": \"x\\u0000y\", \"b\": \"\\ud800\", \"c\": \"\\udc00z\"}"));
    assertEquals("x\u0000y", document.get("a").textValue());
    assertEquals("\ud800", document.get("b").textValue());
    assertEquals("\udc00z", document.get("c").textValue());
  }
}

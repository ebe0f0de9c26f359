package io.qwenmanaged.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class JsonStringifyTest {

  private static String quoted(String value) {
    StringBuilder out = new StringBuilder();
    JsonStringify.appendQuoted(out, value);
    return out.toString();
  }

  @Test
  void quotesAStringAsJavaScriptDoes() {
    assertEquals("\"a \\\"b\\\" \\\\ \\n\\t\\b\\f\\r\"", quoted("a \"b\" \\ \n\t\b\f\r"));
    assertEquals(
        "\"\\u0001\\u001f\u007f\u0085\u2028 é <>\"", quoted("\u0001\u001f\u007f\u0085\u2028 é <>"));
  }

  @Test
  void keepsSurrogatePairsRawAndEscapesUnpairedOnes() {
    assertEquals("\"😀\"", quoted("😀"));
    assertEquals("\"\\ud83d x \\ude00\"", quoted("\ud83d x \ude00"));
    assertEquals("\"\\ude00\\ud83d\"", quoted("\ude00\ud83d"));
    assertEquals("\"\\ud83d😀\"", quoted("\ud83d\ud83d\ude00"));
  }

  @Test
  void writesTheEmptyString() {
    assertEquals("\"\"", quoted(""));
  }
}

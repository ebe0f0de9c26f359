package io.qwenmanaged.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class ConfirmationTextTest {

  /** The design note's escape vector. */
  private static final String VECTOR =
      "q\"b\\n\nz\u0000c1\u0085ls\u2028ps\u2029zw\u200bbidi\u202eastral"
          + new String(Character.toChars(0x110BD))
          + "end";

  @Test
  void escapesTheDesignNoteVectorExactly() {
    assertEquals(
        "\"q\\\"b\\\\n\\nz\\u0000c1\\u0085ls\\u2028ps\\u2029zw\\u200bbidi\\u202eastral"
            + "\\ud804\\udcbdend\"",
        ConfirmationText.render(VECTOR));
  }

  @Test
  void escapeVectorIsReversible() throws IOException {
    assertEquals(VECTOR, ContentPropertiesTest.parseJsonString(ConfirmationText.render(VECTOR)));
  }

  @Test
  void usesShortEscapesForJsonStringifyControls() {
    assertEquals("\"\\b\\f\\n\\r\\t\"", ConfirmationText.render("\b\f\n\r\t"));
  }

  @Test
  void writesOtherC0ControlsAsLowercaseUnicodeEscapes() {
    assertEquals("\"\\u0001\\u001b\\u001f\"", ConfirmationText.render("\u0001\u001b\u001f"));
  }

  @Test
  void escapesDelAndC1Controls() {
    assertEquals("\"\\u007f\\u0080\\u009f\"", ConfirmationText.render("\u007f\u0080\u009f"));
  }

  @Test
  void escapesEveryUnitOfAnAstralFormatCharacterInLowercase() {
    assertEquals(
        "\"\\udb40\\udc01\\udb40\\udc7f\"",
        ConfirmationText.render(new String(Character.toChars(0xE0001)) + "\udb40\udc7f"));
  }

  @Test
  void keepsMarkdownTagsLinksAndNonAsciiRaw() {
    String content = "**bold** <u>x</u> [a](https://e.example/?q=1) \u00e9\u4e2d\ud83d\ude00 /";
    assertEquals("\"" + content + "\"", ConfirmationText.render(content));
  }

  @Test
  void reasonIsTheQuestionThenOneNewlineThenTheRendering() {
    assertEquals(
        "Save this exact content to the bound Mem0 repository memory?\n\"a\\nb\"",
        ConfirmationText.reason("a\nb"));
  }
}

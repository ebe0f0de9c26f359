package io.qwenmanaged.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class MemoryContentTest {

  private static final String GRINNING = new String(Character.toChars(0x1F600));

  @Test
  void acceptsOrdinaryText() {
    assertTrue(MemoryContent.isValid("Use pnpm, not npm."));
  }

  @Test
  void rejectsNull() {
    assertFalse(MemoryContent.isValid(null));
  }

  @Test
  void rejectsEmptyText() {
    assertFalse(MemoryContent.isValid(""));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        " ",
        "\t\n\r\u000b\f",
        "\u0085\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000",
        "\u0000\u001f\u007f\u009f",
        "\u00ad\u200b\u200e\u202e\u2066\ufeff",
        " \u200b \u0000 \ufeff ",
      })
  void rejectsTextOfOnlyWhiteSpaceControlsAndFormatCharacters(String content) {
    assertFalse(MemoryContent.isValid(content));
  }

  @Test
  void rejectsAstralFormatCharactersAlone() {
    assertFalse(MemoryContent.isValid(new String(Character.toChars(0x110BD))));
    assertFalse(MemoryContent.isValid(new String(Character.toChars(0xE0041))));
    assertFalse(MemoryContent.isValid(new String(Character.toChars(0x1343F))));
  }

  @Test
  void acceptsControlsEmbeddedInVisibleText() {
    assertTrue(MemoryContent.isValid("\u0000a\u202e"));
  }

  @Test
  void acceptsCharactersJavaCallsWhitespaceButUnicodeDoesNot() {
    // U+001C..U+001F are Java whitespace but Cc; U+180E is Cf; U+200B is Cf. All invisible.
    assertFalse(MemoryContent.isValid("\u001c\u180e"));
    // U+2007 is White_Space though Java's isWhitespace says no; still invisible.
    assertFalse(MemoryContent.isValid("\u2007"));
    // A visible character Java's isWhitespace would skip over is visible here.
    assertTrue(MemoryContent.isValid("\u2007x"));
  }

  @Test
  void acceptsExactly4000AstralCodePoints() {
    String content = GRINNING.repeat(4000);
    assertEquals(8000, content.length());
    assertTrue(MemoryContent.isValid(content));
  }

  @Test
  void rejects4001AstralCodePoints() {
    assertFalse(MemoryContent.isValid(GRINNING.repeat(4001)));
  }

  @Test
  void countsCodePointsNotUtf16Units() {
    assertTrue(MemoryContent.isValid("a".repeat(4000)));
    assertFalse(MemoryContent.isValid("a".repeat(4001)));
    assertTrue(MemoryContent.isValid(GRINNING.repeat(2000) + "a".repeat(2000)));
  }

  @Test
  void rejectsLoneHighSurrogate() {
    assertFalse(MemoryContent.isValid("abc\ud800"));
    assertFalse(MemoryContent.isValid("\ud800abc"));
  }

  @Test
  void rejectsLoneLowSurrogate() {
    assertFalse(MemoryContent.isValid("abc\udc00"));
    assertFalse(MemoryContent.isValid("\udc00" + GRINNING));
  }

  @Test
  void rejectsReversedSurrogatePair() {
    assertFalse(MemoryContent.isValid("a\ude00\ud83d"));
  }

  @Test
  void neverAltersValidContent() {
    String content = "  leading and trailing  \n\u0000" + GRINNING + "\u202e ";
    String copy = new String(content.toCharArray());
    assertTrue(MemoryContent.isValid(content));
    assertEquals(copy, content);
  }
}

package io.qwenmanaged.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("unit")
class ContentPropertiesTest {

  private static final long SEED = 20261130L;
  private static final int CASES = 20_000;
  private static final JsonFactory JSON = new JsonFactory();

  @Test
  void validityAgreesWithIndependentOracleForEverySingleCodePoint() {
    for (int codePoint = 0; codePoint <= Character.MAX_CODE_POINT; codePoint++) {
      String text = new String(Character.toChars(codePoint));
      if (MemoryContent.isValid(text) != ContentOracle.isValid(text)) {
        fail(String.format("isValid disagrees with the oracle for U+%04X", codePoint));
      }
    }
  }

  @Test
  void validityAgreesWithIndependentOracleOnRandomStrings() {
    RandomText random = new RandomText(SEED);
    for (int i = 0; i < CASES; i++) {
      String text = random.next(i % 100 == 0 ? 9000 : 40);
      assertEquals(ContentOracle.isValid(text), MemoryContent.isValid(text), () -> describe(text));
    }
  }

  @Test
  void renderingAlwaysParsesBackToTheInput() throws IOException {
    RandomText random = new RandomText(SEED + 1);
    for (int i = 0; i < CASES; i++) {
      String text = random.next(60);
      assertEquals(text, parseJsonString(ConfirmationText.render(text)), () -> describe(text));
    }
  }

  @Test
  void renderingNeverShowsAControlFormatOrLineSeparatorRaw() {
    RandomText random = new RandomText(SEED + 2);
    for (int i = 0; i < CASES; i++) {
      String text = random.next(60);
      String rendered = ConfirmationText.render(text);
      rendered
          .codePoints()
          .forEach(
              cp -> {
                if (cp < 0x20
                    || (cp >= 0x7F && cp <= 0x9F)
                    || cp == 0x2028
                    || cp == 0x2029
                    || ContentOracle.isFormat(cp)
                    || (cp >= 0xD800 && cp <= 0xDFFF)) {
                  fail(String.format("raw U+%04X in %s", cp, describe(text)));
                }
              });
    }
  }

  @Test
  void renderingLeavesEveryOtherCharacterRaw() {
    RandomText random = new RandomText(SEED + 3);
    for (int i = 0; i < CASES; i++) {
      String text = random.nextWellFormed(60);
      String rendered = ConfirmationText.render(text);
      String expected = ReferenceRenderer.render(text);
      assertEquals(expected, rendered, () -> describe(text));
    }
  }

  static String parseJsonString(String json) throws IOException {
    try (JsonParser parser = JSON.createParser(json)) {
      assertEquals(JsonToken.VALUE_STRING, parser.nextToken());
      String value = parser.getText();
      assertEquals(null, parser.nextToken());
      return value;
    }
  }

  private static String describe(String text) {
    StringBuilder units = new StringBuilder("units:");
    text.chars().limit(80).forEach(unit -> units.append(String.format(" %04x", unit)));
    return units.toString();
  }
}

package io.qwenmanaged.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Only well-formed UTF-8 is text: every ill-formed input is refused, never repaired. */
@Tag("unit")
class StrictUtf8Test {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "c0af", // overlong '/'
        "e080af", // overlong, three bytes
        "eda080", // an encoded surrogate
        "f4908080", // above U+10FFFF
        "e282", // truncated at the end
        "80", // a lone continuation byte
        "ff"
      })
  void illFormedBytesAreRefusedByEveryEntry(String hex) {
    byte[] bytes = HexFormat.of().parseHex(hex);
    byte[] framed = HexFormat.of().parseHex("41" + hex + "41");

    assertEquals(Optional.empty(), StrictUtf8.decode(bytes));
    assertFalse(StrictUtf8.isWellFormed(bytes));
    assertFalse(new StrictUtf8().check(framed, 1, bytes.length));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "41", "c3a9", "e282ac", "f09f9880", "f48fbfbf"})
  void wellFormedBytesAreTextAndOneCheckerServesManyInputs(String hex) {
    byte[] bytes = HexFormat.of().parseHex(hex);
    StrictUtf8 checker = new StrictUtf8();

    assertEquals(Optional.of(new String(bytes, StandardCharsets.UTF_8)), StrictUtf8.decode(bytes));
    assertTrue(StrictUtf8.isWellFormed(bytes));
    assertFalse(checker.check(HexFormat.of().parseHex("c0af"), 0, 2));
    assertTrue(checker.check(bytes, 0, bytes.length));
  }
}

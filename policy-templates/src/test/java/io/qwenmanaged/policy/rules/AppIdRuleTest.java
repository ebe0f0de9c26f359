package io.qwenmanaged.policy.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class AppIdRuleTest {

  @Test
  void trimsEveryJavaScriptWhitespaceCharacterAndNothingElse() {
    String js = "\t\n\u000B\f\r \u00A0\u1680\u2000\u2005\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF";
    assertEquals("repo memory", AppIdRule.trimmed(js + "repo memory" + js));
    assertEquals("\u0085x\u180E", AppIdRule.trimmed("\u0085x\u180E"));
    assertEquals("\u200Bx", AppIdRule.trimmed(" \u200Bx "));
  }

  @ParameterizedTest
  @ValueSource(strings = {"a", " a ", "repository-memory", "\u00A0app\u3000"})
  void acceptsOneOrMoreCharactersAfterTrimming(String raw) {
    assertEquals(Optional.empty(), AppIdRule.problem(raw));
  }

  @Test
  void refusesAValueThatTrimsToNothing() {
    assertEquals(
        Optional.of("must not be empty or only whitespace"), AppIdRule.problem(" \u3000\t\uFEFF"));
    assertTrue(AppIdRule.problem("").isPresent());
  }

  @Test
  void countsCodePointsAfterTrimmingAgainstTheLimitOf256() {
    assertEquals(Optional.empty(), AppIdRule.problem("  " + "a".repeat(256) + "  "));
    assertEquals(Optional.empty(), AppIdRule.problem("\uD83D\uDE00".repeat(256)));
    assertEquals(
        Optional.of("must be at most 256 characters after trimming"),
        AppIdRule.problem("a".repeat(257)));
  }

  @Test
  void refusesUnpairedSurrogates() {
    assertTrue(AppIdRule.problem("a\uD800").isPresent());
    assertTrue(AppIdRule.problem("\uDC00a").isPresent());
    assertTrue(AppIdRule.problem("\uDE00\uD83D").isPresent());
  }
}

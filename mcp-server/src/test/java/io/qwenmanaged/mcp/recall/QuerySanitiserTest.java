package io.qwenmanaged.mcp.recall;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each rule of the auto-recall query sanitiser, one secret shape per case. */
@Tag("unit")
class QuerySanitiserTest {

  private static final String KEY = "m0-live-Kq7";

  private static String sanitise(String prompt) {
    return QuerySanitiser.sanitise(prompt, KEY);
  }

  @Test
  void keepsAnOrdinaryPromptWithItsWhitespaceCollapsedAndTrimmed() {
    assertEquals(
        "why does the payment retry loop stop?",
        sanitise("  why does\tthe payment\n\nretry loop\u00A0stop?\u3000"));
  }

  @Test
  void removesFencedCodeBlocksOfBothKindsAndLeavesTheWordsAround() {
    assertEquals(
        "explain this and this please",
        sanitise("explain ```java\nint x = 1;\n``` this and ~~~\nrm -rf /\n~~~this please"));
  }

  @Test
  void removesAnUnterminatedTrailingFence() {
    assertEquals("what is wrong with", sanitise("what is wrong with ```python\nprint(key)\n"));
    assertEquals("tilde", sanitise("tilde ~~~ never closed ``` inside"));
  }

  @Test
  void aPromptThatIsOnlyCodeLeavesNothingToSearch() {
    assertEquals("", sanitise("```\nSELECT * FROM users;\n```"));
    assertEquals("", sanitise(" \n~~~sh\nexport A=1\n~~~\n\t"));
  }

  @Test
  void removesTheCredentialsOwnValueWhereverItAppears() {
    assertEquals("my key is ok?", sanitise("my key is " + KEY + " ok?"));
    assertEquals("a b", sanitise("a" + KEY + "b"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '#',
      value = {
        "api_key=sk_abc123 is set | is set",
        "MY_APIKEY: 'quoted value here' is set | is set",
        "GITHUB_TOKEN=ghp_x1 is set | is set",
        "db.password = hunter2 is set | is set",
        "client_secret:\"with spaces\" is set | is set",
        "Token=abc is set | is set",
        "Authorization: Bearer abc.def-ghi is set | Authorization: is set",
        "bearer   xyz is set | is set",
        "eyJhbGciOi.eyJzdWIiOiIx.SflKxwRJSM is set | is set",
        "0123456789abcdefABCDEF_-0123456789 is set | is set",
      })
  void removesEverySecretShape(String prompt, String expected) {
    assertEquals(expected, sanitise(prompt));
  }

  @Test
  void keepsShortRunsDottedNamesAndWordsThatOnlyMentionSecrets() {
    assertEquals(
        "the token refresh in auth.service.ts and a1b2c3d4e5f6 id",
        sanitise("the token refresh in auth.service.ts and a1b2c3d4e5f6 id"));
    assertEquals("0123456789abcdef0123456789abcde", sanitise("0123456789abcdef0123456789abcde"));
  }

  @Test
  void searchesOnlyTheFirst4096CodePointsOfThePrompt() {
    assertEquals("x", sanitise(" ".repeat(4095) + "x" + " more words"));
    assertEquals(
        "\uD83D\uDE00 x", sanitise("\uD83D\uDE00" + "\u3000".repeat(4094) + "xy"), "code points");
  }

  @Test
  void cutsThePromptBeforeLookingForFences() {
    // The closing fence lies beyond the first 4096 code points, so the block runs to the end.
    assertEquals("", sanitise(" ".repeat(4093) + "```code" + " ".repeat(10) + "```visible"));
  }

  @Test
  void capsTheQueryAt512CodePointsCountingAstralCharactersAsOne() {
    String astral = "\uD83D\uDE00 ".repeat(600);
    String query = sanitise(astral);
    assertEquals(512, query.codePointCount(0, query.length()));
    assertEquals(' ', query.charAt(query.length() - 1));
    assertEquals(
        "\uD83D\uDE00", query.substring(query.length() - 3, query.length() - 1), "pair kept whole");
  }
}

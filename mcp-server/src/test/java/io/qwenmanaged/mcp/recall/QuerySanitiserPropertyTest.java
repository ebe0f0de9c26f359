package io.qwenmanaged.mcp.recall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.rules.JsWhitespace;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Random prompts mixing words, whitespace and secrets of every shape: no secret survives, the query
 * is collapsed, trimmed and within its cap, and sanitising it again changes nothing.
 */
@Tag("unit")
class QuerySanitiserPropertyTest {

  private static final String CREDENTIAL = "cred-Zq81";
  private static final String[] WORDS = {
    "why", "does", "the", "retry", "loop", "stop", "auth.ts", "é", "\uD83D\uDE00", "token", "a=b"
  };
  private static final String[] SPACES = {" ", "\n", "\t", "\u00A0", "\u2028", "  "};

  /** Each secret shape, built around a marker the query must not contain afterwards. */
  private static final List<Function<String, String>> SHAPES =
      List.of(
          marker -> CREDENTIAL,
          marker -> "API_KEY=" + marker,
          marker -> "x_token: \"" + marker + " more\"",
          marker -> "Password='" + marker + "'",
          marker -> "Bearer " + marker,
          marker -> marker + "abcdefgh." + marker + "ijklmnop." + marker + "qrstuvwx",
          marker -> marker + "0123456789012345678901234567890123",
          marker -> "```\n" + marker + "\n```",
          marker -> "~~~sh\n" + marker + "\n~~~");

  /** {@code text} with every character outside printable ASCII written as {@code \\uXXXX}. */
  private static String visible(CharSequence text) {
    StringBuilder out = new StringBuilder();
    text.chars()
        .forEach(
            c ->
                out.append(
                    c >= 0x20 && c < 0x7F
                        ? String.valueOf((char) c)
                        : String.format("\\u%04X", c)));
    return out.toString();
  }

  @Test
  void noSecretSurvivesAndTheQueryIsNormalisedAndCapped() {
    long seed = Long.getLong("sanitiser.seed", System.nanoTime());
    System.out.println("QuerySanitiserPropertyTest seed: " + seed);
    Random random = new Random(seed);
    for (int run = 0; run < 3000; run++) {
      StringBuilder prompt = new StringBuilder();
      String marker = "MK" + Integer.toString(random.nextInt(1 << 20), 36) + "q";
      int parts = 1 + random.nextInt(40);
      for (int i = 0; i < parts; i++) {
        if (random.nextInt(5) == 0) {
          prompt.append(SHAPES.get(random.nextInt(SHAPES.size())).apply(marker));
        } else {
          prompt.append(WORDS[random.nextInt(WORDS.length)]);
        }
        prompt.append(SPACES[random.nextInt(SPACES.length)]);
      }
      if (random.nextInt(4) == 0) {
        prompt.append(random.nextBoolean() ? "```" : "~~~").append(marker).append(" unclosed");
      }
      String query = QuerySanitiser.sanitise(prompt.toString(), CREDENTIAL);
      String context =
          "seed " + seed + ", run " + run + ": " + visible(prompt) + " -> " + visible(query);
      assertFalse(query.contains(marker), context);
      assertFalse(query.contains(CREDENTIAL), context);
      assertTrue(query.codePointCount(0, query.length()) <= 512, context);
      assertEquals(JsWhitespace.trim(query), query, context);
      assertFalse(query.contains("  "), context);
      assertEquals(query, QuerySanitiser.sanitise(query, CREDENTIAL), context);
    }
  }
}

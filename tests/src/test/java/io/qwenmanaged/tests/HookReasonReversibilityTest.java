package io.qwenmanaged.tests;

import static io.qwenmanaged.tests.HookDecisions.QUESTION;
import static io.qwenmanaged.tests.HookDecisions.STRICT;
import static io.qwenmanaged.tests.HookDecisions.assertAsks;
import static io.qwenmanaged.tests.HookDecisions.request;
import static io.qwenmanaged.tests.HookDecisions.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The ask reason's second part is a JSON string literal that parses back to the exact content, so
 * what the user approves is what gets stored.
 */
@Tag("jar")
class HookReasonReversibilityTest {

  /** The design note's escape vector: quote, backslash, newline, NUL, NEL, LS, PS, ZWSP, RLO. */
  private static final String ESCAPE_VECTOR =
      "quote \" backslash \\ newline \n nul \0 nel \u0085 ls \u2028 ps \u2029"
          + " zwsp \u200b rlo \u202e kaithi "
          + new String(Character.toChars(0x110BD))
          + " end";

  /** Every code point the rendering escapes: C0, DEL, C1, U+2028, U+2029, all of Cf. */
  private static final int[][] MUST_ESCAPE = {
    {0x0000, 0x001F},
    {0x007F, 0x009F},
    {0x00AD, 0x00AD},
    {0x0600, 0x0605},
    {0x061C, 0x061C},
    {0x06DD, 0x06DD},
    {0x070F, 0x070F},
    {0x0890, 0x0891},
    {0x08E2, 0x08E2},
    {0x180E, 0x180E},
    {0x200B, 0x200F},
    {0x2028, 0x202E},
    {0x2060, 0x2064},
    {0x2066, 0x206F},
    {0xFEFF, 0xFEFF},
    {0xFFF9, 0xFFFB},
    {0x110BD, 0x110BD},
    {0x110CD, 0x110CD},
    {0x13430, 0x1343F},
    {0x1BCA0, 0x1BCA3},
    {0x1D173, 0x1D17A},
    {0xE0001, 0xE0001},
    {0xE0020, 0xE007F},
  };

  private static final Pattern UPPERCASE_ESCAPE = Pattern.compile("\\\\u[0-9a-f]{0,3}[A-F]");

  @Test
  void escapeVectorReasonParsesBackToTheExactContent() throws IOException {
    String reason = askFor(ESCAPE_VECTOR);

    assertEquals(ESCAPE_VECTOR, parseRenderedContent(reason));
  }

  @Test
  void escapeVectorReasonShowsEveryInvisibleCharacterAsAnEscape() {
    String rendered = renderedPart(askFor(ESCAPE_VECTOR));

    assertEquals(
        "\"quote \\\" backslash \\\\ newline \\n nul \\u0000 nel \\u0085 ls \\u2028 ps \\u2029"
            + " zwsp \\u200b rlo \\u202e kaithi \\ud804\\udcbd end\"",
        rendered);
  }

  @Test
  void everyControlAndFormatCharacterIsEscapedInLowercaseAndReversible() throws IOException {
    StringBuilder content = new StringBuilder("visible:");
    for (int[] range : MUST_ESCAPE) {
      IntStream.rangeClosed(range[0], range[1]).forEach(content::appendCodePoint);
    }
    String expected = content.toString();

    String reason = askFor(expected);

    String rendered = renderedPart(reason);
    assertTrue(
        rendered.chars().allMatch(c -> c >= 0x20 && c < 0x7F),
        () -> "rendering must be printable ASCII here, was: " + HookDecisions.abbreviate(rendered));
    assertFalse(UPPERCASE_ESCAPE.matcher(rendered).find(), "escapes must use lowercase hex");
    assertEquals(expected, parseRenderedContent(reason));
  }

  @Test
  void visibleNonAsciiStaysRawAndReversible() throws IOException {
    String content = "Größe 日本語 \uD83D\uDE00 nbsp\u00a0 em\u2003 a/b <tag> & done";

    String reason = askFor(content);

    assertEquals("\"" + content + "\"", renderedPart(reason));
    assertEquals(content, parseRenderedContent(reason));
  }

  private static String askFor(String content) {
    String literal;
    try {
      literal = STRICT.writeValueAsString(content);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    String reason = assertAsks(JarRunner.runHook(utf8(request(literal))));
    assertTrue(reason.startsWith(QUESTION + "\n"), "first line is the question");
    return reason;
  }

  /** The reason with its first line (the question) removed. */
  private static String renderedPart(String reason) {
    return reason.substring(reason.indexOf('\n') + 1);
  }

  private static String parseRenderedContent(String reason) throws IOException {
    JsonNode parsed = STRICT.readTree(renderedPart(reason));
    assertTrue(parsed.isTextual(), "the rendered part must be one JSON string");
    return parsed.textValue();
  }
}

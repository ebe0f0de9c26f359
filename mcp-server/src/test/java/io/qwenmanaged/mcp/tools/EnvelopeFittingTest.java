package io.qwenmanaged.mcp.tools;

import static io.qwenmanaged.mcp.tools.SearchEnvelopeTest.EMPTY;
import static io.qwenmanaged.mcp.tools.SearchEnvelopeTest.envelope;
import static io.qwenmanaged.mcp.tools.SearchEnvelopeTest.item;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.mcp.provider.SearchItem;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * How an item that does not fit shrinks: a first "filler" item of an exact rendered length leaves
 * exactly {@code room} units for the item under test.
 */
@Tag("unit")
class EnvelopeFittingTest {

  private static final SearchItem FULL = new SearchItem("b", "body", "T", "u", 0.5, "2026");
  private static final String WHOLE =
      "{\"id\":\"b\",\"content\":\"body\",\"title\":\"T\",\"uri\":\"u\",\"score\":0.5,"
          + "\"updatedAt\":\"2026\"}";
  private static final String NO_SCORE =
      "{\"id\":\"b\",\"content\":\"body\",\"title\":\"T\",\"uri\":\"u\",\"updatedAt\":\"2026\"}";
  private static final String NO_UPDATED_AT =
      "{\"id\":\"b\",\"content\":\"body\",\"title\":\"T\",\"uri\":\"u\"}";
  private static final String NO_TITLE = "{\"id\":\"b\",\"content\":\"body\",\"uri\":\"u\"}";
  private static final String BARE = "{\"id\":\"b\",\"content\":\"body\"}";
  private static final String ONE_CODE_POINT = "{\"id\":\"b\",\"content\":\"b\"}";

  /** An item whose rendered object is exactly {@code units} long (at least 23). */
  static SearchItem filler(int units) {
    int contentUnits = units - "{\"id\":\"f\",\"content\":\"\"}".length();
    return item("f", "<".repeat(contentUnits / 6) + "x".repeat(contentUnits % 6));
  }

  /** The filler that leaves exactly {@code room} units (after its comma) for the next item. */
  static SearchItem fillerLeaving(int room) {
    return filler(4000 - EMPTY.length() - 1 - room);
  }

  static String fillerObject(SearchItem filler) {
    return "{\"id\":\"f\",\"content\":\"" + filler.content().replace("<", "\\u003c") + "\"}";
  }

  static Stream<Arguments> roomsAndResults() {
    return Stream.of(
        Arguments.of(WHOLE.length(), WHOLE),
        Arguments.of(WHOLE.length() - 1, NO_SCORE),
        Arguments.of(NO_SCORE.length(), NO_SCORE),
        Arguments.of(NO_SCORE.length() - 1, NO_UPDATED_AT),
        Arguments.of(NO_UPDATED_AT.length() - 1, NO_TITLE),
        Arguments.of(NO_TITLE.length() - 1, BARE),
        Arguments.of(BARE.length() - 1, "{\"id\":\"b\",\"content\":\"bod\"}"),
        Arguments.of(ONE_CODE_POINT.length(), ONE_CODE_POINT),
        Arguments.of(ONE_CODE_POINT.length() - 1, null));
  }

  @ParameterizedTest
  @MethodSource("roomsAndResults")
  void dropsScoreThenUpdatedAtThenTitleThenUriThenShortensContent(int room, String expected) {
    SearchItem filler = fillerLeaving(room);
    String text = SearchEnvelope.render(List.of(filler, FULL));

    String fillerObject = fillerObject(filler);
    assertEquals(
        expected == null ? envelope(fillerObject) : envelope(fillerObject, expected), text);
  }

  @Test
  void skipsAbsentFieldsInTheDropOrder() {
    SearchItem noScore = new SearchItem("b", "body", "T", "u", null, "2026");
    SearchItem filler = fillerLeaving(NO_SCORE.length() - 1);

    assertEquals(
        envelope(fillerObject(filler), NO_UPDATED_AT),
        SearchEnvelope.render(List.of(filler, noScore)));
  }

  @Test
  void fillsTheBudgetExactly() {
    SearchItem filler = fillerLeaving(WHOLE.length());

    assertEquals(4000, SearchEnvelope.render(List.of(filler, FULL)).length());
  }

  @Test
  void stopsAtTheFirstItemThatCannotFitEvenOneCodePoint() {
    SearchItem longId = item("<".repeat(128), "x");
    SearchItem filler = fillerLeaving(500);
    SearchItem tiny = item("c", "c");

    assertEquals(
        envelope(fillerObject(filler)), SearchEnvelope.render(List.of(filler, longId, tiny)));
  }

  @Test
  void addsLaterItemsAfterAnItemShrinks() {
    SearchItem wide =
        new SearchItem("a", "x".repeat(1000), "<".repeat(200), "<".repeat(300), null, null);
    SearchItem tiny = item("c", "c");

    String text = SearchEnvelope.render(List.of(wide, tiny));

    assertEquals(
        envelope(
            "{\"id\":\"a\",\"content\":\""
                + "x".repeat(1000)
                + "\",\"uri\":\""
                + "\\u003c".repeat(300)
                + "\"}",
            "{\"id\":\"c\",\"content\":\"c\"}"),
        text);
  }

  @Test
  void keepsAnAstralCharacterOutOfAPrefixWhenOnlyOneUnitIsLeft() {
    String prefix = "{\"id\":\"b\",\"content\":\"ab\"}";
    SearchItem filler = fillerLeaving(prefix.length() + 1);

    String text = SearchEnvelope.render(List.of(filler, item("b", "ab\uD83D\uDE00cd")));

    assertEquals(envelope(fillerObject(filler), prefix), text);
    assertEquals(3999, text.length());
  }

  @Test
  void countsAnUnpairedSurrogateInAPrefixAsSixUnits() {
    String prefix = "{\"id\":\"b\",\"content\":\"ab\"}";
    SearchItem filler = fillerLeaving(prefix.length() + 5);

    String text = SearchEnvelope.render(List.of(filler, item("b", "ab\uD800cd")));

    assertEquals(envelope(fillerObject(filler), prefix), text);
  }

  @Test
  void shortensTheFirstItemWhenItAloneIsTooLong() {
    SearchItem huge = item("<".repeat(128), "<".repeat(1000));
    int room = 4000 - EMPTY.length();
    int fixed = ("{\"id\":\"" + "\\u003c".repeat(128) + "\",\"content\":\"\"}").length();

    String text = SearchEnvelope.render(List.of(huge));

    assertEquals(
        envelope(
            "{\"id\":\""
                + "\\u003c".repeat(128)
                + "\",\"content\":\""
                + "\\u003c".repeat((room - fixed) / 6)
                + "\"}"),
        text);
  }
}

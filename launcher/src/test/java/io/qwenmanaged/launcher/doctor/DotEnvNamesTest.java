package io.qwenmanaged.launcher.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The names a {@code .env} defines, as the {@code dotenv} parser in Qwen Code finds them (each
 * expectation was checked against that parser's regular expression in Node.js).
 */
@Tag("unit")
class DotEnvNamesTest {

  @Test
  void findsPlainExportedSpacedAndColonDefinitionsButNotComments() {
    assertEquals(
        List.of("PLAIN", "EXPORTED", "SPACED", "COLON", "export", "name.with-dots_1"),
        DotEnvNames.of(
            "PLAIN=1\nexport EXPORTED=2\n  SPACED = 3\nCOLON: 4\n# COMMENTED=5\nexport=6\n"
                + "name.with-dots_1=7\n"));
  }

  @Test
  void aQuotedValueSpanningLinesHidesTheLinesInside() {
    assertEquals(List.of("A", "B"), DotEnvNames.of("A=\"multi\nHIDDEN=1\nstill\"\nB=2\n"));
    assertEquals(
        List.of("A", "B", "C"), DotEnvNames.of("A='one\nHIDDEN=1'\nB=`x\nHIDDEN2=2`\nC=3"));
  }

  @Test
  void anEscapedQuoteDoesNotCloseTheValue() {
    assertEquals(List.of("A", "B"), DotEnvNames.of("A=\"esc \\\" quote\nHIDDEN=1\"\nB=2"));
  }

  @Test
  void anUnterminatedQuoteIsAPlainValueOfOneLine() {
    assertEquals(List.of("A", "B", "C"), DotEnvNames.of("A=\"unterminated\nB=2\nC=3"));
  }

  @Test
  void aClosingQuoteFollowedByTextIsNoClosingQuote() {
    assertEquals(List.of("A", "B", "C"), DotEnvNames.of("A=\"x\" junk\nB=1\"\nC=2"));
  }

  @Test
  void fallsBackToAnEarlierEscapedQuoteWhenTheLastOneIsFollowedByText() {
    assertEquals(List.of("A", "C"), DotEnvNames.of("A=\"x\\\"\nHIDDEN=1\\\" \nB=2\"  \nC=3"));
  }

  @Test
  void lineEndsOfEveryKindAndAByteOrderMark() {
    assertEquals(List.of("BOM", "CRLF", "CR"), DotEnvNames.of("\uFEFFBOM=1\r\nCRLF=2\rCR=3"));
    assertEquals(List.of("A", "B", "C"), DotEnvNames.of("A=\"x\"\u2028B=1\nC=2"));
  }

  @Test
  void anEmptyValueMayBeFollowedByAQuotedValueOnTheNextLine() {
    assertEquals(
        List.of("A", "B", "C", "D"), DotEnvNames.of("A=\nB=2\nC=\n\"quoted\nHIDDEN=1\"\nD=4"));
  }

  @Test
  void theEqualsSignMayFollowOnTheNextLine() {
    assertEquals(List.of("FOO", "QUX"), DotEnvNames.of("FOO\n=bar\nBAZ\nQUX=1"));
  }

  @Test
  void commentsAfterValuesAndOnTheirOwnLines() {
    assertEquals(
        List.of("A", "E", "F", "G"),
        DotEnvNames.of("A=1 # c\n  # D=2\n\n\nE=\"a # b\" # c\nF='x'#y\nG=1"));
  }

  @Test
  void theColonFormNeedsWhitespaceAfterTheColonAndNoneBefore() {
    assertEquals(List.of("A", "D"), DotEnvNames.of("A:\tb\nB:c\nC :d\nD= 'q'\n"));
  }

  @Test
  void exportNeedsWhitespaceAfterIt() {
    assertEquals(
        List.of("X", "Y", "exportZ", "export"),
        DotEnvNames.of("export  X=1\nexport\tY=2\nexportZ=3\nexport =4\n"));
  }

  @Test
  void eachNameOnceInTheOrderItFirstAppears() {
    assertEquals(List.of("B", "A"), DotEnvNames.of("B=1\nA=2\nB=3\n"));
    assertEquals(List.of(), DotEnvNames.of(""));
    assertEquals(List.of(), DotEnvNames.of("just text\n= value\n#\n"));
  }

  @Test
  void aHugeValueOfEscapedQuotesNeitherOverflowsNorLosesTheNextName() {
    String huge = "A='" + "\\'".repeat(400_000) + "\nB=1\n";
    assertEquals(List.of("A", "B"), DotEnvNames.of(huge));
    assertEquals(List.of("A", "B"), DotEnvNames.of("A=\"" + "x".repeat(1 << 20) + "\nB=1\n"));
  }
}

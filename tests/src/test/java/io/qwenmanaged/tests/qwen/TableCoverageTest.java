package io.qwenmanaged.tests.qwen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The drift guard's reading of a help text and its comparison with the table, on help texts made
 * for the purpose: it names what the table does not know, and reads nothing into a wrapped
 * description.
 */
@Tag("unit")
class TableCoverageTest {

  private static final String HELP =
      String.join(
          "\n",
          "Usage: qwen [options] [command]",
          "",
          "Commands:",
          "  qwen [query..]             Launch Qwen Code CLI  [default]",
          "  qwen mcp                   Manage MCP servers",
          "  qwen teleport <command>    A command no table knows",
          "",
          "Options:",
          "  -d, --debug                Run in debug mode?  [boolean]",
          "                             --wrapped-description-is-not-an-option",
          "      --include-directories, --add-dir  Additional directories  [array]",
          "  -m, --model                Model  [string]",
          "      --brand-new-flag       Something new  [boolean]",
          "  -q, --quiet                Something new with a letter  [boolean]",
          "  -y, --screen-reader        A letter that belongs to another option  [boolean]",
          "  -h, --help                 Show help  [boolean]",
          "");

  @Test
  void readsEveryOptionLineAndCommand() {
    QwenHelp help = QwenHelp.parse(HELP);

    assertEquals(
        List.of(
            List.of("-d", "--debug"),
            List.of("--include-directories", "--add-dir"),
            List.of("-m", "--model"),
            List.of("--brand-new-flag"),
            List.of("-q", "--quiet"),
            List.of("-y", "--screen-reader"),
            List.of("-h", "--help")),
        help.options());
    assertEquals(List.of("mcp", "teleport"), help.commands());
  }

  @Test
  void namesEveryOptionAndCommandTheTableDoesNotKnow() {
    assertEquals(
        List.of(
            "option --brand-new-flag is not classified in QwenCliTable",
            "option -q is not classified in QwenCliTable",
            "option --quiet is not classified in QwenCliTable",
            "option -y, --screen-reader spans two rows of QwenCliTable: --yolo and --screen-reader",
            "command teleport is not classified in QwenCliTable"),
        TableCoverage.problems(QwenHelp.parse(HELP)));
  }

  @Test
  void namesALetterTheTableGivesNoOption() {
    assertEquals(
        List.of("option -x is not classified in QwenCliTable"),
        TableCoverage.problems(QwenHelp.parse("Options:\n  -x, --debug  Debug  [boolean]\n")));
  }

  @Test
  void refusesToReadAnOptionLineItCannotParse() {
    assertThrows(
        IllegalArgumentException.class,
        () -> QwenHelp.parse("Options:\n  --debug=<on|off>  Debug\n"));
  }
}

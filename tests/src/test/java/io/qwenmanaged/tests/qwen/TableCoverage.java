package io.qwenmanaged.tests.qwen;

import io.qwenmanaged.policy.qwencli.QwenCliTable;
import io.qwenmanaged.policy.qwencli.QwenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Compares what a Qwen Code help lists with the kit's {@link QwenCliTable}: every option spelling
 * and command must be classified, and the spellings of one help line must all belong to the same
 * row (so a letter or alias moved to another option cannot keep its old verdict).
 */
final class TableCoverage {

  private TableCoverage() {}

  /** One line per option or command of {@code help} that the table does not classify as listed. */
  static List<String> problems(QwenHelp help) {
    List<String> problems = new ArrayList<>();
    for (List<String> spellings : help.options()) {
      option(spellings, problems);
    }
    for (String command : help.commands()) {
      if (QwenCliTable.command(command).isEmpty()) {
        problems.add("command " + command + " is not classified in QwenCliTable");
      }
    }
    return problems;
  }

  private static void option(List<String> spellings, List<String> problems) {
    Optional<QwenOption> row = Optional.empty();
    for (String spelling : spellings) {
      Optional<QwenOption> named = row(spelling);
      if (named.isEmpty()) {
        problems.add("option " + spelling + " is not classified in QwenCliTable");
      } else if (row.isPresent() && !row.get().equals(named.get())) {
        problems.add(
            "option "
                + String.join(", ", spellings)
                + " spans two rows of QwenCliTable: --"
                + row.get().name()
                + " and --"
                + named.get().name());
      } else {
        row = named;
      }
    }
  }

  private static Optional<QwenOption> row(String spelling) {
    if (spelling.startsWith("--")) {
      return QwenCliTable.option(spelling.substring(2));
    }
    return spelling.length() == 2 ? QwenCliTable.shortOption(spelling.charAt(1)) : Optional.empty();
  }
}

package io.qwenmanaged.tests.qwen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.policy.qwencli.QwenCliTable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kit's one table of Qwen Code options and subcommands ({@link QwenCliTable}) knows everything
 * the pinned Qwen's {@code --help} lists, so a new Qwen version cannot slip an unreviewed option or
 * command past the launcher and the admin-flag allowlist. The options every subcommand's help shows
 * are global (they may stand on the top-level command line), so they are held to the table too.
 */
@Tag("e2e")
class QwenHelpDriftTest {

  @TempDir Path home;

  @Test
  void thePinnedQwenIsTheVersionTheTableClassifies() throws Exception {
    assertEquals(QwenCliTable.QWEN_VERSION, PinnedQwen.of(home).run("--version").strip());
  }

  @Test
  void theTableClassifiesEveryOptionAndCommandOfTheTopLevelHelp() throws Exception {
    QwenHelp help = QwenHelp.parse(PinnedQwen.of(home).run("--help"));

    assertFalse(help.options().isEmpty(), "no option read from Qwen's --help");
    assertFalse(help.commands().isEmpty(), "no command read from Qwen's --help");
    assertEquals(List.of(), TableCoverage.problems(help));
  }

  @Test
  void theTableClassifiesEveryOptionThatEverySubcommandAccepts() throws Exception {
    PinnedQwen qwen = PinnedQwen.of(home);
    Set<List<String>> global = null;
    for (String command : QwenHelp.parse(qwen.run("--help")).commands()) {
      List<List<String>> options = QwenHelp.parse(qwen.run(command, "--help")).options();
      if (options.isEmpty()) {
        continue; // hooks and mcp print no option list
      }
      if (global == null) {
        global = new LinkedHashSet<>(options);
      } else {
        global.retainAll(options);
      }
    }

    assertFalse(global == null || global.isEmpty(), "no option common to Qwen's subcommands");
    assertEquals(
        List.of(), TableCoverage.problems(new QwenHelp(new ArrayList<>(global), List.of())));
  }
}

package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Started in a terminal, the launcher starts the pinned node exactly as the policy says. */
@Tag("jar")
class StartTest {

  @Test
  void startsThePinnedNodeWithTheCliEntryAndTheAdminFlagsInTheWorkspaceOnTheTerminal() {
    try (LauncherSite layout = LauncherSite.create(List.of("--screen-reader"));
        TerminalSession session =
            TerminalSession.start(
                layout, LaunchCommand.developerEnvironment(), TerminalSession.Streams.TERMINAL)) {
      layout.standIn().exitWith(0);
      TerminalSession.Result result = session.await();

      assertEquals(0, result.exitCode(), result.stderr());
      StandInNode node = layout.standIn();
      assertEquals(
          List.of("--expose-gc", layout.qwenCli().toString(), "--screen-reader"), node.arguments());
      assertEquals(layout.workspace(), node.workingDirectory());
      assertEquals(List.of("stdin=terminal", "stdout=terminal"), node.terminals());
      assertEquals("", result.stderr());
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }

  @Test
  void qwenStartsWithSigintAtItsDefaultNotIgnored() {
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session =
            TerminalSession.start(
                layout, LaunchCommand.developerEnvironment(), TerminalSession.Streams.TERMINAL)) {
      layout.standIn().exitWith(0);
      assertEquals(0, session.await().exitCode());
      long sigint = 1L << (2 - 1);
      assertFalse(
          (layout.standIn().ignoredSignals() & sigint) != 0,
          "Qwen would start with SIGINT ignored and Ctrl-C would not reach it");
    }
  }
}

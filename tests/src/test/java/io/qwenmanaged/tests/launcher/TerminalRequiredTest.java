package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Qwen starts only with a terminal on stdin and stdout: with piped input it would run one headless
 * turn without its confirmation dialogs. Anything else is refused with exit 2 and starts nothing.
 */
@Tag("jar")
class TerminalRequiredTest {

  private static final String REFUSAL = "standard input and output must be a terminal";

  @Test
  void refusesPipedStdin() {
    assertRefusedWith(TerminalSession.Streams.PIPED_STDIN);
  }

  @Test
  void refusesPipedStdout() {
    assertRefusedWith(TerminalSession.Streams.PIPED_STDOUT);
  }

  @Test
  void refusesToStartWithoutAnyTerminal() {
    try (LauncherSite layout = LauncherSite.shared()) {
      PipedLaunch.Result result = PipedLaunch.run(layout, LaunchCommand.developerEnvironment());

      assertEquals(2, result.exitCode());
      assertEquals("", result.stdout());
      assertTrue(result.stderr().contains(REFUSAL), result.stderr());
      assertFalse(layout.standIn().started(), "Qwen was started");
    }
  }

  private static void assertRefusedWith(TerminalSession.Streams streams) {
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session =
            TerminalSession.start(layout, LaunchCommand.developerEnvironment(), streams)) {
      TerminalSession.Result result = session.await();

      assertEquals(2, result.exitCode(), result.stderr());
      assertTrue(result.stderr().contains(REFUSAL), result.stderr());
      assertFalse(layout.standIn().started(), "Qwen was started");
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }
}

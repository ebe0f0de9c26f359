package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The launcher leaves with Qwen's exit code, 128 + N when signal N ended Qwen. */
@Tag("jar")
class ChildExitTest {

  @ParameterizedTest
  @ValueSource(ints = {0, 3, 42})
  void exitsWithQwensExitCode(int code) {
    try (LauncherSite layout = LauncherSite.shared()) {
      layout.standIn().exitWith(code);
      TerminalSession.Result result = run(layout);

      assertEquals(code, result.exitCode(), result.stderr());
      assertEquals("", result.stderr());
    }
  }

  @Test
  void exitsWith137WhenQwenIsKilled() {
    try (LauncherSite layout = LauncherSite.shared()) {
      layout.standIn().dieBy("KILL");
      assertEquals(128 + 9, run(layout).exitCode());
    }
  }

  @Test
  void exitsWith143WhenQwenDiesOfSigterm() {
    try (LauncherSite layout = LauncherSite.shared()) {
      layout.standIn().dieBy("TERM");
      assertEquals(128 + 15, run(layout).exitCode());
    }
  }

  private static TerminalSession.Result run(LauncherSite layout) {
    try (TerminalSession session =
        TerminalSession.start(
            layout, LaunchCommand.developerEnvironment(), TerminalSession.Streams.TERMINAL)) {
      return session.await();
    }
  }
}

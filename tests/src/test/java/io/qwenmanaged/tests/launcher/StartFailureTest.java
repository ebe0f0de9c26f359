package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * When every check passed but the operating system cannot start the pinned node, the launcher says
 * so in one line and exits as a shell would: 127 for a missing program, 126 for one that cannot be
 * executed. (The node here exists, so the start checks pass; its {@code #!} line names the
 * interpreter that is missing or not executable.)
 */
@Tag("jar")
class StartFailureTest {

  @Test
  void exits127WhenTheProgramToStartIsMissing() {
    try (LauncherSite layout = LauncherSite.shared()) {
      layout.replaceNode(layout.root().resolve("no-such-interpreter").toString());
      TerminalSession.Result result = run(layout);

      assertEquals(127, result.exitCode(), result.stderr());
      assertOneLine(result, "No such file or directory");
    }
  }

  @Test
  void exits126WhenTheProgramToStartIsNotExecutable() throws IOException {
    try (LauncherSite layout = LauncherSite.shared()) {
      Path interpreter = layout.root().resolve("not-executable");
      Files.writeString(interpreter, "#!/bin/sh\n");
      Files.setPosixFilePermissions(interpreter, PosixFilePermissions.fromString("rw-r--r--"));
      layout.replaceNode(interpreter.toString());
      TerminalSession.Result result = run(layout);

      assertEquals(126, result.exitCode(), result.stderr());
      assertOneLine(result, "Permission denied");
    }
  }

  private static void assertOneLine(TerminalSession.Result result, String reason) {
    assertEquals(1, result.stderr().lines().count(), result.stderr());
    assertTrue(
        result.stderr().startsWith("qwen-managed: could not start Qwen Code: ")
            && result.stderr().strip().endsWith(reason),
        result.stderr());
    Outputs.assertClean(result.terminal() + result.stderr());
  }

  private static TerminalSession.Result run(LauncherSite layout) {
    try (TerminalSession session =
        TerminalSession.start(
            layout, LaunchCommand.developerEnvironment(), TerminalSession.Streams.TERMINAL)) {
      return session.await();
    }
  }
}

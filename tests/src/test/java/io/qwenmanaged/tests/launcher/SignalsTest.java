package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.policy.model.ManagedServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * While Qwen runs, Ctrl-C is Qwen's: the launcher ignores SIGINT and keeps waiting. SIGTERM, and
 * SIGHUP sent to the launcher alone, reach Qwen as SIGTERM; the launcher then exits with Qwen's
 * code, after removing the session's credential file. The stand-in exits with 100 + the number of
 * the signal it got.
 */
@Tag("jar")
class SignalsTest {

  @Test
  void controlCReachesQwenAndTheLauncherKeepsWaitingForItsExitCode() {
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session = started(layout)) {
      session.typeControlC();
      TerminalSession.Result result = session.await();

      assertEquals(StandInNode.EXIT_ON_INT, result.exitCode(), result.stderr());
      assertEquals(List.of("INT"), layout.standIn().signalsReceived());
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }

  @Test
  void sigintSentToTheLauncherAloneIsIgnoredAndNotPassedOn() {
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session = started(layout)) {
      session.signalLauncher("INT");
      session.signalLauncher("INT");
      session.signalLauncher("TERM");
      TerminalSession.Result result = session.await();

      assertEquals(StandInNode.EXIT_ON_TERM, result.exitCode(), result.stderr());
      assertEquals(List.of("TERM"), layout.standIn().signalsReceived());
    }
  }

  @Test
  void sigtermToTheLauncherIsPassedOnToQwen() {
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session = started(layout)) {
      session.signalLauncher("TERM");
      TerminalSession.Result result = session.await();

      assertEquals(StandInNode.EXIT_ON_TERM, result.exitCode(), result.stderr());
      assertEquals(List.of("TERM"), layout.standIn().signalsReceived());
      assertCredentialFileGone(layout);
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }

  @Test
  void sighupToTheLauncherAloneReachesQwenAsSigterm() {
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session = started(layout)) {
      session.signalLauncher("HUP");
      TerminalSession.Result result = session.await();

      assertEquals(StandInNode.EXIT_ON_TERM, result.exitCode(), result.stderr());
      assertEquals(List.of("TERM"), layout.standIn().signalsReceived());
      assertCredentialFileGone(layout);
    }
  }

  private static void assertCredentialFileGone(LauncherSite layout) {
    Path file = Path.of(layout.standIn().environment().get(ManagedServer.CREDENTIAL_FILE_ENV));
    assertFalse(Files.exists(file.getParent()), "the session folder outlived the launcher");
  }

  /** A session whose stand-in waits for a signal, once it has started. */
  private static TerminalSession started(LauncherSite layout) {
    layout.standIn().waitForSignal();
    TerminalSession session =
        TerminalSession.start(
            layout, LaunchCommand.developerEnvironment(), TerminalSession.Streams.TERMINAL);
    layout.standIn().awaitStarted(TerminalSession.TIMEOUT);
    return session;
  }
}

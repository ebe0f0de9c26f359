package io.qwenmanaged.policy.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** A program runs to its end with exactly the given input, environment and time. */
@DisabledOnOs(OS.WINDOWS)
@Tag("unit")
class ProgramRunTest {

  private static final Duration LIMIT = Duration.ofSeconds(20);

  @TempDir Path directory;

  private ProgramRun.Outcome sh(
      String script, Map<String, String> env, byte[] stdin, Duration limit) {
    return ProgramRun.run(List.of("/bin/sh", "-c", script), env, directory, stdin, limit);
  }

  @Test
  void anExitedProgramGivesItsCodeItsOutputAndOnlyItsOwnEnvironment() {
    ProgramRun.Outcome outcome =
        sh(
            "cat; printf '%s|%s' \"$ONLY\" \"${HOME:-none}\"; printf 'first\\r\\nsecond\\n' >&2;"
                + " exit 3",
            Map.of("ONLY", "given"), "in:".getBytes(StandardCharsets.UTF_8), LIMIT);

    ProgramRun.Exited exited = assertInstanceOf(ProgramRun.Exited.class, outcome);
    assertEquals(3, exited.code());
    assertEquals("in:given|none", exited.stdout());
    assertEquals("first\r\nsecond\n", exited.stderr());
    assertEquals("first", exited.stderrLine());
  }

  @Test
  void outputPastTheLimitIsCutNotBuffered() {
    ProgramRun.Outcome outcome = sh("head -c 200000 /dev/zero", Map.of(), new byte[0], LIMIT);

    assertEquals(
        ProgramRun.MAX_OUTPUT,
        assertInstanceOf(ProgramRun.Exited.class, outcome).stdout().length());
  }

  @Test
  void aProgramThatOutlivesItsLimitIsStopped() {
    assertInstanceOf(
        ProgramRun.TimedOut.class, sh("sleep 60", Map.of(), new byte[0], Duration.ofMillis(300)));
  }

  @Test
  void aProgramThatIsNotThereIsNotStartedWithAReasonWithoutItsPath() {
    ProgramRun.Outcome outcome =
        ProgramRun.run(
            List.of(directory.resolve("absent").toString()),
            Map.of(),
            directory,
            new byte[0],
            LIMIT);

    assertEquals(new ProgramRun.NotStarted("not found"), outcome);
  }

  @Test
  void theArgumentVectorIsPassedAsGivenAndTheProgramRunsInTheGivenDirectory() throws Exception {
    ProgramRun.Outcome outcome =
        ProgramRun.run(
            List.of("/bin/sh", "-c", "printf '%s|%s|' \"$1\" \"$2\"; pwd", "x", "a b", "$HOME;*"),
            Map.of(),
            directory,
            new byte[0],
            LIMIT);

    ProgramRun.Exited exited = assertInstanceOf(ProgramRun.Exited.class, outcome);
    assertEquals("a b|$HOME;*|" + directory.toRealPath() + "\n", exited.stdout());
    assertTrue(outcome.succeeded());
    assertFalse(sh("exit 1", Map.of(), new byte[0], LIMIT).succeeded());
  }

  @Test
  void aStoppedProgramKeepsWhatItHadWrittenForTheFailureMessage() {
    ProgramRun.Outcome outcome =
        sh(
            "echo started; echo stuck >&2; exec sleep 60",
            Map.of(),
            new byte[0],
            Duration.ofMillis(500));

    assertEquals(
        new ProgramRun.TimedOut("started\n", "stuck\n"),
        assertInstanceOf(ProgramRun.TimedOut.class, outcome));
    assertFalse(outcome.succeeded());
  }

  @Test
  void stoppingAProgramAlsoStopsEverythingItStarted() throws Exception {
    Path marker = directory.resolve("finished-afterwards");
    ProgramRun.Outcome outcome =
        sh(
            "(sleep 2; touch '" + marker + "') & (sleep 2; touch '" + marker + "') & sleep 60",
            Map.of("PATH", "/usr/bin:/bin"),
            new byte[0],
            Duration.ofMillis(500));

    assertInstanceOf(ProgramRun.TimedOut.class, outcome);
    Thread.sleep(3000);
    assertFalse(Files.exists(marker), "a child of the stopped program finished its job");
  }
}

package io.qwenmanaged.install.exec;

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
import org.junit.jupiter.api.io.TempDir;

/** Helper programs run with an exact argv and environment, captured output and a hard timeout. */
@Tag("unit")
class SubprocessTest {

  private static final Duration PATIENCE = Duration.ofSeconds(20);

  @TempDir Path directory;

  @Test
  void runsWithExactlyTheGivenArgumentsEnvironmentDirectoryAndInput() throws Exception {
    SubprocessResult result =
        Subprocess.run(
            List.of(
                "/bin/sh",
                "-c",
                "printf '%s|%s|' \"$1\" \"$ONLY\"; pwd; cat; env | wc -l",
                "x",
                "a b"),
            Map.of("ONLY", "yes"),
            directory,
            "from stdin\n".getBytes(StandardCharsets.UTF_8),
            PATIENCE);
    SubprocessResult.Exited exited = assertInstanceOf(SubprocessResult.Exited.class, result);
    assertEquals(0, exited.exitCode());
    String[] lines = exited.stdout().split("\n");
    assertEquals("a b|yes|" + directory.toRealPath(), lines[0]);
    assertEquals("from stdin", lines[1]);
    assertTrue(Integer.parseInt(lines[2].trim()) <= 3, "environment: " + lines[2]);
  }

  @Test
  void reportsTheExitCodeAndKeepsTheErrorOutput() {
    SubprocessResult result =
        Subprocess.run(
            List.of("/bin/sh", "-c", "echo broken >&2; exit 7"),
            Map.of(),
            directory,
            new byte[0],
            PATIENCE);
    SubprocessResult.Exited exited = assertInstanceOf(SubprocessResult.Exited.class, result);
    assertEquals(7, exited.exitCode());
    assertEquals("broken\n", exited.stderr());
    assertFalse(result.succeeded());
  }

  @Test
  void aProgramThatCannotStartIsNotStarted() {
    SubprocessResult result =
        Subprocess.run(
            List.of(directory.resolve("missing").toString()),
            Map.of(),
            directory,
            new byte[0],
            PATIENCE);
    assertInstanceOf(SubprocessResult.NotStarted.class, result);
  }

  @Test
  void aTimeoutKillsTheProgramAndEverythingItStarted() throws Exception {
    Path marker = directory.resolve("finished-afterwards");
    SubprocessResult result =
        Subprocess.run(
            List.of("/bin/sh", "-c", "(sleep 3; touch '" + marker + "') & sleep 30"),
            Map.of("PATH", "/usr/bin:/bin"),
            directory,
            new byte[0],
            Duration.ofMillis(500));
    assertInstanceOf(SubprocessResult.TimedOut.class, result);
    Thread.sleep(4000);
    assertFalse(Files.exists(marker), "a child of the timed-out program finished its job");
  }

  @Test
  void outputBeyondTheLimitIsCutNotBuffered() {
    SubprocessResult result =
        Subprocess.run(
            List.of("/bin/sh", "-c", "head -c 1000000 /dev/zero"),
            Map.of("PATH", "/usr/bin:/bin"),
            directory,
            new byte[0],
            PATIENCE);
    assertEquals(
        Subprocess.OUTPUT_LIMIT,
        assertInstanceOf(SubprocessResult.Exited.class, result).stdout().length());
  }
}

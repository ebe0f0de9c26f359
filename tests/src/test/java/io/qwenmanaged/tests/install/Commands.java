package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a program to its end in an environment built from nothing, with stdin empty and its output
 * captured in files of a scratch folder (no pipe can fill up). A program that outlives its time
 * limit is killed with everything it started, and the test fails.
 */
final class Commands {

  /** A generous limit for one install on a busy two-core machine. */
  static final Duration LIMIT = Duration.ofMinutes(3);

  private final Path scratch;
  private final Duration limit;
  private int count;

  Commands(Path scratch) {
    this(scratch, LIMIT);
  }

  /** Commands whose time limit is {@code limit} instead of {@link #LIMIT}. */
  Commands(Path scratch, Duration limit) {
    this.scratch = scratch;
    this.limit = limit;
  }

  Outcome run(List<String> command, Map<String, String> environment) {
    return run(command, environment, LIMIT);
  }

  /** {@link #run(List, Map)} with another time limit, for a program known to take longer. */
  Outcome run(List<String> command, Map<String, String> environment, Duration limit) {
    Started started = start(command, environment);
    Process process = started.process();
    try {
      if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        fail(command + " did not finish within " + limit + "; it was killed");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      fail("interrupted while waiting for " + command);
    }
    return started.outcome(process.exitValue());
  }

  /** Starts {@code command}; its output goes to files read by {@link Started#outcome}. */
  Started start(List<String> command, Map<String, String> environment) {
    count++;
    Path out = scratch.resolve(count + ".out");
    Path err = scratch.resolve(count + ".err");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    builder.environment().clear();
    builder.environment().putAll(environment);
    try {
      return new Started(builder.start(), out, err);
    } catch (IOException e) {
      throw new UncheckedIOException("could not start " + command, e);
    }
  }

  /** A started program and the files its output goes to. */
  record Started(Process process, Path out, Path err) {

    Outcome outcome(int exitCode) {
      try {
        return new Outcome(
            exitCode,
            Files.readString(out, StandardCharsets.UTF_8),
            Files.readString(err, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}

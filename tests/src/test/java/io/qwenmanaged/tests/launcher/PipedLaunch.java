package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs the installed launcher without a terminal: stdin, stdout and stderr are pipes, so the two
 * output streams can be told apart (the launcher's own commands need no terminal).
 */
final class PipedLaunch {

  static final Duration TIMEOUT = Duration.ofSeconds(60);

  /** What one run printed and returned. */
  record Result(int exitCode, String stdout, String stderr) {

    /** Everything the launcher printed. */
    String output() {
      return stdout + stderr;
    }
  }

  private PipedLaunch() {}

  static Result run(LauncherSite layout, Map<String, String> environment, String... arguments) {
    return runIn(Path.of("").toAbsolutePath(), layout, environment, arguments);
  }

  /** Like {@link #run}, with {@code directory} as the launcher's working directory. */
  static Result runIn(
      Path directory, LauncherSite layout, Map<String, String> environment, String... arguments) {
    return runCommand(LaunchCommand.of(layout, List.of(arguments)), directory, environment);
  }

  /** Runs {@code command} (a launcher command line of the test's own) the same way. */
  static Result runCommand(List<String> command, Path directory, Map<String, String> environment) {
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.directory(directory.toFile());
    builder.environment().clear();
    builder.environment().putAll(environment);
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      return fail("could not start the launcher", e);
    }
    ExecutorService pumps = Executors.newFixedThreadPool(2);
    try {
      closeQuietly(process.getOutputStream());
      Future<byte[]> stdout = pumps.submit(() -> drain(process.getInputStream()));
      Future<byte[]> stderr = pumps.submit(() -> drain(process.getErrorStream()));
      if (!process.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        return fail("the launcher did not exit within " + TIMEOUT);
      }
      return new Result(process.exitValue(), text(stdout), text(stderr));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      return fail("interrupted");
    } finally {
      pumps.shutdownNow();
    }
  }

  private static void closeQuietly(OutputStream stdin) {
    try {
      stdin.close();
    } catch (IOException ignored) {
      // Nothing was written; the launcher's verdict is judged from its output.
    }
  }

  private static byte[] drain(InputStream stream) throws IOException {
    try (stream) {
      return stream.readAllBytes();
    }
  }

  private static String text(Future<byte[]> output) throws InterruptedException {
    try {
      return new String(
          output.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS), StandardCharsets.UTF_8);
    } catch (ExecutionException | TimeoutException e) {
      return fail("reading the launcher's output failed", e);
    }
  }
}

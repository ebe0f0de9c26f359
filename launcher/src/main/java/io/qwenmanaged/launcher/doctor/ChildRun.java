package io.qwenmanaged.launcher.doctor;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs one short-lived process of the chain to its end: request bytes on stdin (then closed),
 * stdout and the first line of stderr kept, and a time limit after which the process and everything
 * it started are killed.
 */
final class ChildRun {

  /** More than any answer of the hook or of {@code --version}. */
  static final int MAX_OUTPUT = 64 * 1024;

  /** How long the output may still take to arrive once the process exited. */
  private static final Duration DRAIN = Duration.ofSeconds(2);

  /** How a run ended. */
  sealed interface Outcome permits Exited, TimedOut, NotStarted {}

  /** The process exited with {@code code}. */
  record Exited(int code, String stdout, String stderrLine) implements Outcome {}

  /** The process did not exit within its limit and was killed. */
  record TimedOut() implements Outcome {}

  /** The process could not be started; {@code reason} names no path. */
  record NotStarted(String reason) implements Outcome {}

  private ChildRun() {}

  static Outcome run(
      List<String> command, Map<String, String> env, Path cwd, byte[] stdin, Duration limit) {
    Process process;
    try {
      process = ChildProcesses.start(command, env, cwd);
    } catch (IOException e) {
      return new NotStarted(ChildProcesses.startFailure(e));
    }
    Capture stdout = Capture.of(process.getInputStream(), MAX_OUTPUT, "doctor-stdout");
    Capture stderr = Capture.of(process.getErrorStream(), MAX_OUTPUT, "doctor-stderr");
    try (OutputStream in = process.getOutputStream()) {
      in.write(stdin);
    } catch (IOException e) {
      // the process stopped reading (it may have exited already): its exit tells what happened
    }
    try {
      if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
        ChildProcesses.stop(process);
        return new TimedOut();
      }
    } catch (InterruptedException e) {
      ChildProcesses.stop(process);
      Thread.currentThread().interrupt();
      return new TimedOut();
    }
    return new Exited(
        process.exitValue(), stdout.await(DRAIN).text(), stderr.await(DRAIN).firstLine());
  }
}

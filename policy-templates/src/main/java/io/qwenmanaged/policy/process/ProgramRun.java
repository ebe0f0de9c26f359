package io.qwenmanaged.policy.process;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs one short-lived program to its end: an explicit argument vector (never a shell), exactly the
 * given environment and working directory, request bytes on stdin (then closed), the first {@link
 * #MAX_OUTPUT} bytes of stdout and stderr kept, and a time limit after which the program and
 * everything it started are killed.
 */
public final class ProgramRun {

  /** Output kept per stream: more than any answer of the hook or of {@code --version}. */
  public static final int MAX_OUTPUT = 64 * 1024;

  /** How long the output may still take to arrive once the process exited. */
  private static final Duration DRAIN = Duration.ofSeconds(2);

  /** How a run ended. */
  public sealed interface Outcome permits Exited, TimedOut, NotStarted {

    /** Whether the program ran to its end and exited with 0. */
    default boolean succeeded() {
      return this instanceof Exited exited && exited.code() == 0;
    }
  }

  /**
   * The process exited with {@code code}; what it wrote, each stream cut at {@link #MAX_OUTPUT}.
   */
  public record Exited(int code, String stdout, String stderr) implements Outcome {

    /** The first line of {@link #stderr}, without its line end. */
    public String stderrLine() {
      return OutputCapture.firstLine(stderr);
    }
  }

  /**
   * The process did not exit within its limit and was killed with everything it had started; what
   * it had written by then, each stream cut at {@link #MAX_OUTPUT}.
   */
  public record TimedOut(String stdout, String stderr) implements Outcome {}

  /** The process could not be started; {@code reason} names no path. */
  public record NotStarted(String reason) implements Outcome {}

  private ProgramRun() {}

  public static Outcome run(
      List<String> command, Map<String, String> env, Path cwd, byte[] stdin, Duration limit) {
    Process process;
    try {
      process = ChildProcesses.start(command, env, cwd);
    } catch (IOException e) {
      return new NotStarted(ChildProcesses.startFailure(e));
    }
    OutputCapture stdout = OutputCapture.of(process.getInputStream(), MAX_OUTPUT, "program-stdout");
    OutputCapture stderr = OutputCapture.of(process.getErrorStream(), MAX_OUTPUT, "program-stderr");
    try (OutputStream in = process.getOutputStream()) {
      in.write(stdin);
    } catch (IOException e) {
      // the process stopped reading (it may have exited already): its exit tells what happened
    }
    try {
      if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
        return stopped(process, stdout, stderr);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return stopped(process, stdout, stderr);
    }
    return new Exited(process.exitValue(), stdout.await(DRAIN).text(), stderr.await(DRAIN).text());
  }

  private static TimedOut stopped(Process process, OutputCapture stdout, OutputCapture stderr) {
    ChildProcesses.stop(process);
    return new TimedOut(stdout.await(DRAIN).text(), stderr.await(DRAIN).text());
  }
}

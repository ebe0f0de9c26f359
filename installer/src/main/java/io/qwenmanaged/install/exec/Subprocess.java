package io.qwenmanaged.install.exec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecuteResultHandler;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.PumpStreamHandler;

/**
 * Runs one helper program of the installer (npm, a JVM training a class-data archive) through
 * commons-exec: an explicit argument vector (never a shell), an explicit environment, a working
 * directory, a timeout after which the program and everything it started are killed, and its output
 * captured — shown to the administrator only when the step fails.
 */
public final class Subprocess {

  /** Output kept per stream; a program that writes more is cut, not buffered without limit. */
  static final int OUTPUT_LIMIT = 64 * 1024;

  private Subprocess() {}

  /**
   * Runs {@code command} and waits for it, at most {@code timeout}.
   *
   * @param command the program (an absolute path) and its arguments
   * @param environment the whole environment of the program
   * @param directory its working directory
   * @param stdin bytes for its standard input (empty for none)
   */
  public static SubprocessResult run(
      List<String> command,
      Map<String, String> environment,
      Path directory,
      byte[] stdin,
      Duration timeout) {
    CommandLine line = new CommandLine(command.get(0));
    for (String argument : command.subList(1, command.size())) {
      line.addArgument(argument, false);
    }
    BoundedOutput out = new BoundedOutput(OUTPUT_LIMIT);
    BoundedOutput err = new BoundedOutput(OUTPUT_LIMIT);
    DefaultExecutor executor =
        DefaultExecutor.builder().setWorkingDirectory(directory.toFile()).get();
    executor.setStreamHandler(new PumpStreamHandler(out, err, new ByteArrayInputStream(stdin)));
    executor.setExitValues(null);
    ProcessTree tree = new ProcessTree();
    executor.setProcessDestroyer(tree);
    DefaultExecuteResultHandler result = new DefaultExecuteResultHandler();
    try {
      executor.execute(line, environment, result);
      result.waitFor(timeout);
    } catch (IOException e) {
      return new SubprocessResult.NotStarted(reason(e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      tree.kill();
      return new SubprocessResult.TimedOut(out.text(), err.text());
    }
    if (!result.hasResult()) {
      tree.kill();
      awaitQuietly(result);
      return new SubprocessResult.TimedOut(out.text(), err.text());
    }
    if (!tree.started()) {
      return new SubprocessResult.NotStarted(reason(result.getException()));
    }
    return new SubprocessResult.Exited(result.getExitValue(), out.text(), err.text());
  }

  private static void awaitQuietly(DefaultExecuteResultHandler result) {
    try {
      result.waitFor(Duration.ofSeconds(10));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static String reason(Exception e) {
    Throwable cause = e == null ? null : e.getCause() != null ? e.getCause() : e;
    return cause == null || cause.getMessage() == null ? "" : cause.getMessage();
  }

  /** Keeps the first {@code limit} bytes written to it. */
  static final class BoundedOutput extends ByteArrayOutputStream {
    private final int limit;

    BoundedOutput(int limit) {
      this.limit = limit;
    }

    @Override
    public synchronized void write(int b) {
      if (count < limit) {
        super.write(b);
      }
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) {
      int room = Math.max(0, limit - count);
      super.write(bytes, offset, Math.min(room, length));
    }

    String text() {
      return new String(toByteArray(), StandardCharsets.UTF_8);
    }
  }
}

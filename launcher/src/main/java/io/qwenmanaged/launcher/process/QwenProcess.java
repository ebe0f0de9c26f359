package io.qwenmanaged.launcher.process;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Starts Qwen Code as the launcher's child and waits for it. The child gets the launcher's own
 * terminal ({@link ProcessBuilder#inheritIO()}: no pipes), the given working directory and exactly
 * the given environment. While it runs the launcher does nothing but wait in {@link
 * Process#waitFor()}: no thread of its own, no polling.
 */
public final class QwenProcess {

  private QwenProcess() {}

  /**
   * Runs {@code command} to its end and returns the exit code to leave with: the child's own (128 +
   * N when signal N ended it), or 125, 126 or 127 when it could not be started (then one line on
   * {@code err}).
   */
  public static int run(
      List<String> command,
      Path workingDirectory,
      Map<String, String> environment,
      PrintStream err) {
    ProcessBuilder builder = new ProcessBuilder(command).directory(workingDirectory.toFile());
    builder.inheritIO();
    builder.environment().clear();
    builder.environment().putAll(environment);
    ChildSignals signals = new ChildSignals();
    signals.install();
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      StartFailure failure = StartFailure.of(e);
      err.println(
          "qwen-managed: could not start Qwen Code: "
              + command.get(0)
              + " in "
              + workingDirectory
              + ": "
              + failure.reason());
      return failure.exit().code();
    }
    signals.started(process);
    return waitFor(process);
  }

  private static int waitFor(Process process) {
    while (true) {
      try {
        return process.waitFor();
      } catch (InterruptedException e) {
        // Nothing interrupts the main thread on purpose; keep waiting for Qwen.
      }
    }
  }
}

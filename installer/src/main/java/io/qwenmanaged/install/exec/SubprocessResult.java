package io.qwenmanaged.install.exec;

/** How a helper program ended. Output is kept for the failure message only. */
public sealed interface SubprocessResult {

  /** It ran to its end with {@code exitCode}. */
  record Exited(int exitCode, String stdout, String stderr) implements SubprocessResult {}

  /** It was still running at its timeout and was killed, with everything it started. */
  record TimedOut(String stdout, String stderr) implements SubprocessResult {}

  /** It could not be started (missing, not executable). */
  record NotStarted(String reason) implements SubprocessResult {}

  /** Whether it exited with 0. */
  default boolean succeeded() {
    return this instanceof Exited exited && exited.exitCode() == 0;
  }
}

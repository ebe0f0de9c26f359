package io.qwenmanaged.launcher.process;

/**
 * The launcher's signal handling while Qwen Code runs. SIGINT (Ctrl-C) is caught and does nothing:
 * the terminal delivers it to Qwen too, which handles it; a caught signal is reset to its default
 * in the child, so Qwen starts with SIGINT as usual. SIGTERM, and SIGHUP sent to the launcher
 * alone, are passed on to Qwen as SIGTERM (the only catchable signal Java can send a child); the
 * launcher keeps waiting and then exits with Qwen's code. Ctrl-Z is left to the terminal, which
 * stops and continues the launcher and Qwen together.
 */
final class ChildSignals {

  private volatile Process child;
  private volatile boolean terminateRequested;

  /** Installs the handlers; call before Qwen is started so no signal finds the JVM's defaults. */
  void install() {
    Signals.handle("INT", () -> {});
    Signals.handle("TERM", this::terminate);
    Signals.handle("HUP", this::terminate);
  }

  /** Qwen started: a termination requested before this moment is passed on now. */
  void started(Process process) {
    child = process;
    if (terminateRequested) {
      process.destroy();
    }
  }

  private void terminate() {
    terminateRequested = true;
    Process process = child;
    if (process != null) {
      process.destroy();
    }
  }
}

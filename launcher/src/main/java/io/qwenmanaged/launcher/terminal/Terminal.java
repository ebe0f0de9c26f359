package io.qwenmanaged.launcher.terminal;

/** Whether the launcher runs in a terminal; injected so tests can decide. */
@FunctionalInterface
public interface Terminal {

  /**
   * Whether standard input and standard output are both terminals. Qwen Code runs one headless turn
   * instead of its interactive session when standard input is not a terminal.
   */
  boolean interactive();
}

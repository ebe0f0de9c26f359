package io.qwenmanaged.install.cli;

import picocli.CommandLine.Option;

/** {@code --wait SECONDS}: how long a command that changes an installation waits for its lock. */
final class WaitOption {

  @Option(
      names = "--wait",
      paramLabel = "SECONDS",
      defaultValue = "0",
      description =
          "While another install, rollback or uninstall runs on the same config directory, wait"
              + " up to this long for it to finish (default 0: exit 5 at once).")
  private int seconds;

  int seconds() {
    return seconds;
  }
}

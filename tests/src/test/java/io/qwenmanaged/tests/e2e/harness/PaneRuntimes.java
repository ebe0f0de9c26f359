package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What a started session runs on: every {@code java} and {@code node} process in the pane's tree
 * (the launcher, Qwen Code, the MCP server) must run the executable {@link KitFiles} pins, and
 * Qwen's {@code node} must be among them, so a scenario that passes ran on the runtimes that ship.
 * Qwen must be one {@code node} process running its {@code cli.js} (a server or tool Qwen starts on
 * node is another matter): the environment the launcher builds tells it not to start a second copy
 * of itself to run in (its own start would leave two). The processes are written to the scenario's
 * output as {@value #LOG}.
 */
final class PaneRuntimes {

  static final String LOG = "pane-processes.txt";

  private static final String QWEN_CLI = "/@qwen-code/qwen-code/cli.js";

  private PaneRuntimes() {}

  /**
   * Fails unless {@code processes} run only the pinned {@code java} and {@code node}, and Qwen in
   * one {@code node}.
   */
  static void assertPinned(List<ProcessHandle> processes, Path output) {
    Path java = real(KitFiles.java());
    Path node = real(KitFiles.node());
    List<String> lines = new ArrayList<>();
    List<String> foreign = new ArrayList<>();
    boolean anyNode = false;
    int qwens = 0;
    for (ProcessHandle process : processes) {
      Optional<String> command = process.info().command();
      lines.add(process.pid() + " " + command.orElse("?"));
      if (command.isEmpty()) {
        continue;
      }
      Path executable = Path.of(command.get());
      String name = String.valueOf(executable.getFileName());
      if (name.equals("node")) {
        anyNode = true;
        if (runsQwen(process)) {
          qwens++;
        }
      }
      Path pinned = name.equals("java") ? java : name.equals("node") ? node : null;
      if (pinned != null && !executable.equals(pinned)) {
        foreign.add(process.pid() + " " + executable + " instead of " + pinned);
      }
    }
    write(output.resolve(LOG), lines);
    if (!anyNode) {
      foreign.add("no node process (Qwen Code)");
    } else if (qwens > 1) {
      foreign.add(qwens + " node processes run Qwen's cli.js: it started a second copy of itself");
    }
    if (!foreign.isEmpty()) {
      throw new AssertionError(
          "the session does not run on the pinned runtimes as one Qwen process: "
              + String.join("; ", foreign)
              + "\nthe pane's processes:\n"
              + String.join("\n", lines));
    }
  }

  /** Whether {@code process} was started with Qwen Code's {@code cli.js} among its arguments. */
  private static boolean runsQwen(ProcessHandle process) {
    return Arrays.stream(process.info().arguments().orElse(new String[0]))
        .anyMatch(argument -> argument.endsWith(QWEN_CLI));
  }

  private static Path real(Path path) {
    try {
      return path.toRealPath();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(Path file, List<String> lines) {
    try {
      Files.write(file, lines, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

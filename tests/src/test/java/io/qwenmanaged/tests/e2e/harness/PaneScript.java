package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code /bin/sh} script a tmux pane runs, as a developer's shell would: one command started
 * through {@code env -i} with exactly the given environment (nothing of the test JVM's or tmux's),
 * optionally in a directory, and optionally with a line piped into its stdin instead of the
 * terminal. Every word is quoted. When the command ends, the script writes its exit status to the
 * {@link PaneExit} file and waits for a line from the terminal (the pane stays open until tmux is
 * killed).
 */
public final class PaneScript {

  private PaneScript() {}

  /**
   * Writes the script to {@code script}.
   *
   * @param directory where the command starts; empty: the pane's own directory
   * @param pipedStdin a line {@code printf} pipes into the command; empty: stdin is the terminal
   */
  public static void write(
      Path script,
      Map<String, String> environment,
      List<String> command,
      Optional<Path> directory,
      Optional<String> pipedStdin,
      PaneExit exit) {
    StringBuilder text = new StringBuilder("#!/bin/sh\n");
    directory.ifPresent(
        path ->
            text.append("cd ").append(Tmux.shellQuoted(path.toString())).append(" || exit 1\n"));
    pipedStdin.ifPresent(
        line -> text.append("printf '%s\\n' ").append(Tmux.shellQuoted(line)).append(" | "));
    text.append("env -i");
    environment.forEach(
        (name, value) -> text.append(" \\\n  ").append(Tmux.shellQuoted(name + "=" + value)));
    command.forEach(word -> text.append(" \\\n  ").append(Tmux.shellQuoted(word)));
    text.append("\necho $? > ").append(Tmux.shellQuoted(exit.file().toString())).append("\n");
    text.append("read -r line\n");
    try {
      Files.writeString(script, text.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

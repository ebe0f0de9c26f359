package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The exit status of the command a {@link PaneScript} runs, which the script writes to {@code file}
 * as soon as the command has ended (then it keeps the pane open, so tmux shows all the command
 * wrote: tmux 3.3 can lose the last output of a pane whose program exits).
 */
record PaneExit(Path file) {

  /** The command's exit status, once it has ended. */
  Optional<Integer> status() {
    try {
      String text = new String(Files.readAllBytes(file), StandardCharsets.US_ASCII).strip();
      return text.matches("[0-9]{1,3}") ? Optional.of(Integer.valueOf(text)) : Optional.empty();
    } catch (NoSuchFileException notYet) {
      return Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

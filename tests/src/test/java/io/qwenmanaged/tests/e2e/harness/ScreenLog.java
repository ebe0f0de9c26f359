package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Saves screens of one scenario as {@code NN-<what>.txt}, numbered in the order they were taken.
 */
final class ScreenLog {

  private final Path directory;
  private int next = 1;

  ScreenLog(Path directory) {
    this.directory = directory;
  }

  /** Saves {@code screen} as the next numbered file and returns its path. */
  synchronized Path save(String what, String screen) {
    String name =
        String.format(Locale.ROOT, "%02d-%s.txt", next++, what.replaceAll("[^A-Za-z0-9-]+", "-"));
    Path file = directory.resolve(name);
    try {
      Files.writeString(file, screen);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }
}

package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * A companion that removes repository files some time after Qwen is ready, before the developer's
 * prompt, as a repository's background process would once Qwen had loaded them. Whoever removed
 * them first (the repository's own hook, where it runs), they are gone when the action starts, so a
 * check that re-reads the repository at write time finds nothing and only what Qwen loaded can
 * decide.
 */
final class FileRemoval {

  private FileRemoval() {}

  /** Waits {@code delay}, then removes {@code paths} (relative to the workspace) where present. */
  static Function<QwenSession, AutoCloseable> after(Duration delay, List<String> paths) {
    return qwen -> {
      try {
        Thread.sleep(delay.toMillis());
        for (String path : paths) {
          Files.deleteIfExists(qwen.workspace().resolve(path));
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted", e);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return () -> {};
    };
  }
}

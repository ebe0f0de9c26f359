package io.qwenmanaged.policy.start;

import java.nio.file.Path;

/** Which of {@code launcher.json}'s repositories the start checks are for. */
public sealed interface RepositoryChoice {

  /**
   * The repository that holds {@code directory} (the launcher's working directory) — the directory
   * itself or any directory below its root, symbolic links resolved; with one repository, that one
   * wherever the launcher runs.
   */
  record Holding(Path directory) implements RepositoryChoice {}

  /**
   * The repository at {@code index} in the list (every one in turn, for doctor --all and verify).
   */
  record Listed(int index) implements RepositoryChoice {}
}

package io.qwenmanaged.tests.e2e.harness;

import io.qwenmanaged.policy.qwenconfig.AllowKind;
import java.nio.file.Path;
import java.util.Optional;

/**
 * One element of a repository's Qwen configuration that the launcher must refuse at start, as its
 * diagnostic line says: the file, the location in it, and whether an administrator may allow it (by
 * kind) or never.
 *
 * @param file the file, relative to the repository
 * @param pointer the JSON Pointer (settings), the frontmatter key path (agents, skills), or {@code
 *     ""} for the whole file
 * @param kind the kind a plan may allow; empty: never allowed
 */
public record RefusedElement(String file, String pointer, Optional<AllowKind> kind) {

  static RefusedElement never(String file, String pointer) {
    return new RefusedElement(file, pointer, Optional.empty());
  }

  static RefusedElement byKind(String file, String pointer, AllowKind kind) {
    return new RefusedElement(file, pointer, Optional.of(kind));
  }

  /**
   * How the diagnostic line starts, for the repository at {@code repository}: the file, then the
   * location unless the whole file is meant.
   */
  public String lineStart(Path repository) {
    return repository.resolve(file) + (pointer.isEmpty() ? "" : ":" + pointer) + ": error: ";
  }

  /** How the diagnostic line ends: what the developer can do about it. */
  public String lineEnd() {
    return kind.map(
            k ->
                "remove it, or ask the administrator to allow \""
                    + k.id()
                    + "\" for this repository")
        .orElse("remove it (this is never allowed)");
  }

  /** Whether {@code line} is this element's diagnostic in the repository at {@code repository}. */
  public boolean isLine(String line, Path repository) {
    return line.startsWith(lineStart(repository)) && line.endsWith(lineEnd());
  }
}

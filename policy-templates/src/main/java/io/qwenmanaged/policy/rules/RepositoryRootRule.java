package io.qwenmanaged.policy.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The version 2 {@code autoRecall.repositoryRoot} rule: an absolute path naming an existing
 * directory (symbolic links followed) that is not a filesystem root, also after links and {@code
 * ..} are resolved.
 */
public final class RepositoryRootRule {

  private RepositoryRootRule() {}

  /** The problem with {@code raw} as a one-line message that does not quote it, if any. */
  public static Optional<String> problem(String raw) {
    Path path;
    try {
      path = Path.of(raw);
    } catch (InvalidPathException e) {
      return Optional.of("must be a valid path");
    }
    if (!path.isAbsolute()) {
      return Optional.of("must be an absolute path");
    }
    Path real;
    try {
      real = path.toRealPath();
    } catch (IOException | SecurityException e) {
      return Optional.of("must name an existing directory");
    }
    if (!Files.isDirectory(real)) {
      return Optional.of("must name an existing directory");
    }
    if (real.getParent() == null) {
      return Optional.of("must not be a filesystem root");
    }
    return Optional.empty();
  }
}

package io.qwenmanaged.install.generation;

import io.qwenmanaged.install.qwenpatch.ManagedBuild;
import io.qwenmanaged.install.qwenpatch.PatchSet;
import io.qwenmanaged.install.qwenpatch.QwenBuildCheck;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.LauncherConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The kit runs only its managed build of Qwen Code: the pinned version with the kit's patch set
 * applied (the bundle's, or one {@code --install-qwen} installed). What the launcher tells the
 * developer Qwen ignores is true only of that build, and a profile that writes memory relies on it.
 * A Qwen the plan points at is never changed by the kit; if it is not the managed build, the plan
 * is refused before anything is written.
 */
final class ManagedQwenRequirement {

  static final String NOT_MANAGED =
      "is not the kit's managed build of Qwen Code %s (%s); the kit runs only that build:"
          + " install with --install-qwen, or from the bundle";

  private ManagedQwenRequirement() {}

  /**
   * Why {@code config}'s Qwen cannot run it; empty when it can, or when a dry run looks before the
   * package exists.
   */
  static Optional<Diagnostic> problem(LauncherConfig config, boolean dryRun, QwenBuildCheck builds)
      throws IOException {
    Path folder = Path.of(config.runtimes().qwenCli()).getParent();
    if (dryRun && !Files.isDirectory(folder)) {
      return Optional.empty();
    }
    ManagedBuild.Status status = builds.of(folder);
    if (status instanceof ManagedBuild.Managed) {
      return Optional.empty();
    }
    String reason =
        status instanceof ManagedBuild.Other other
            ? other.reason()
            : "it is the version as released, without the patch set";
    return Optional.of(
        Diagnostic.policy(
            folder.toString(),
            "",
            String.format(NOT_MANAGED, PatchSet.shipped().version(), reason)));
  }
}

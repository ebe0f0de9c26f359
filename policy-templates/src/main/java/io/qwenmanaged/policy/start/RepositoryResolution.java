package io.qwenmanaged.policy.start;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FileFacts;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.Platform;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Chooses the repository the launcher starts Qwen in. By directory: the repository whose root, with
 * every symbolic link resolved, is the directory's real path or one of its ancestors — compared
 * name by name (so {@code /srv/repo-old} is not in {@code /srv/repo}), with case on POSIX and
 * without it on Windows. The choice never comes from an argument or a variable. Public for the
 * launcher's {@code policy}, which names the repository without running every start check.
 */
public final class RepositoryResolution {

  static final String OUTSIDE =
      "the current directory is in none of the managed repositories; start qwen-managed inside one"
          + " of them: ";

  /** The repository chosen, or why none is. */
  public sealed interface Result {}

  /** The repository the configuration is for. */
  public record Chosen(LauncherConfig.Repository repository) implements Result {}

  /** No repository holds the directory: one {@link Diagnostic.Kind#REFUSED} problem. */
  public record Refused(Diagnostic problem) implements Result {}

  private RepositoryResolution() {}

  /** The repository of {@code config} that {@code choice} names, looked up in {@code facts}. */
  public static Result choose(LauncherConfig config, RepositoryChoice choice, FileFacts facts) {
    List<LauncherConfig.Repository> repositories = config.repositories();
    if (choice instanceof RepositoryChoice.Listed listed) {
      if (listed.index() >= repositories.size()) {
        // launcher.json lost repositories between two reads of one command (doctor --all).
        return new Refused(
            Diagnostic.io(KitFiles.LAUNCHER, "changed while it was being checked; run it again"));
      }
      return new Chosen(repositories.get(listed.index()));
    }
    if (repositories.size() == 1) {
      return new Chosen(repositories.get(0));
    }
    String directory = ((RepositoryChoice.Holding) choice).directory().toString();
    Optional<String> here = real(facts, config.platform(), directory);
    if (here.isPresent()) {
      for (LauncherConfig.Repository repository : repositories) {
        Optional<String> root = real(facts, config.platform(), repository.workspace());
        if (root.isPresent() && config.platform().isWithinByName(here.get(), root.get())) {
          return new Chosen(repository);
        }
      }
    }
    String names =
        repositories.stream()
            .map(LauncherConfig.Repository::label)
            .collect(Collectors.joining(", "));
    return new Refused(
        new Diagnostic(
            KitFiles.LAUNCHER, "/repositories", OUTSIDE + names, Diagnostic.Kind.REFUSED));
  }

  /** The real path of {@code path}, when it exists and can be examined. */
  private static Optional<String> real(FileFacts facts, Platform platform, String path) {
    if (!platform.isAbsolute(path)) {
      return Optional.empty();
    }
    try {
      return PathWalk.walk(facts, platform, path, true) instanceof PathWalk.Found found
          ? Optional.of(found.path())
          : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}

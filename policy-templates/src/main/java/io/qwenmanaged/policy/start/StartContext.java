package io.qwenmanaged.policy.start;

import java.nio.file.Path;
import java.util.Map;

/**
 * What the start checks look at besides the files: the launcher's configuration path (from the
 * wrapper's system property, never from the user), the caller's environment (for the credential
 * variable and the JVM option variables that must not be set), and the operating-system user.
 *
 * @param launcherConfig the absolute path of {@code launcher.json}
 * @param environment the launcher's own environment
 * @param userName the operating-system user running the launcher
 * @param userHome that user's home directory, which {@code ${HOME}} in pinned paths stands for
 * @param repository which of {@code launcher.json}'s repositories the checks are for
 */
public record StartContext(
    Path launcherConfig,
    Map<String, String> environment,
    String userName,
    Path userHome,
    RepositoryChoice repository) {

  public StartContext {
    environment = Map.copyOf(environment);
  }

  /** A context for the first (or only) repository of {@code launcher.json}. */
  public StartContext(
      Path launcherConfig, Map<String, String> environment, String userName, Path userHome) {
    this(launcherConfig, environment, userName, userHome, new RepositoryChoice.Listed(0));
  }

  /** The same context for the repository {@code choice}. */
  public StartContext withRepository(RepositoryChoice choice) {
    return new StartContext(launcherConfig, environment, userName, userHome, choice);
  }
}

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
 */
public record StartContext(
    Path launcherConfig, Map<String, String> environment, String userName, Path userHome) {

  public StartContext {
    environment = Map.copyOf(environment);
  }
}

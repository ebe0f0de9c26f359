package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.policy.qwenconfig.WriteGuard;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The write gate of a session: open while no configuration Qwen loads, other than the system
 * settings, holds a hook that can decide on a memory write. The session's places are where Qwen
 * itself looks: the repository is the server's working directory (Qwen starts the server in the
 * repository root), QWEN_HOME is the variable of that name or {@code ~/.qwen}, and the home is
 * {@code HOME}.
 */
public final class SessionWriteGate implements WriteGate {

  private final Map<String, String> environment;
  private final Path workingDirectory;

  public SessionWriteGate(Map<String, String> environment, Path workingDirectory) {
    this.environment = Map.copyOf(environment);
    this.workingDirectory = workingDirectory;
  }

  @Override
  public boolean open() {
    Optional<Path> home = variable("HOME");
    Path qwenHome =
        variable("QWEN_HOME").orElseGet(() -> home.orElse(workingDirectory).resolve(".qwen"));
    WriteGuard.Session session = new WriteGuard.Session(workingDirectory, qwenHome, home);
    return WriteGuard.otherDecider(session).isEmpty();
  }

  private Optional<Path> variable(String name) {
    String value = environment.get(name);
    return value == null || value.isBlank()
        ? Optional.empty()
        : Optional.of(workingDirectory.resolve(value));
  }
}

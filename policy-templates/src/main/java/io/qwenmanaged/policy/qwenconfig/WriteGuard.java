package io.qwenmanaged.policy.qwenconfig;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The check the kit's MCP server makes right before each memory write: nothing but the kit's
 * confirmation hook (which lives in the system settings) may take part in the decision on it. If
 * any other configuration Qwen loads into the session — the repository's settings, agents and
 * skills, the developer's QWEN_HOME settings, agents, skills and extensions, the skills in {@code
 * ~/.agents/skills} — now holds a {@code PreToolUse} or {@code PermissionRequest} hook whose
 * matcher can match the memory write tool, or a file that could declare one but cannot be read the
 * way Qwen reads it, the write is not sent. Files the model or a build step adds during a session
 * are seen at the next write.
 */
public final class WriteGuard {

  /**
   * Where the session's configuration lives.
   *
   * @param repository the repository root (the MCP server's working directory)
   * @param qwenHome the session's QWEN_HOME
   * @param userHome the operating-system user's home, for {@code ~/.agents/skills}
   */
  public record Session(Path repository, Path qwenHome, Optional<Path> userHome) {}

  private WriteGuard() {}

  /**
   * The first file (other than the system settings) that can take part in the decision on a memory
   * write; empty when there is none and the write may be sent.
   */
  public static Optional<Path> otherDecider(Session session) {
    for (HookSources.Source source :
        HookSources.of(session.repository(), session.qwenHome(), session.userHome())) {
      if (source.hooks().isEmpty() || HookFindings.decidesOnMemoryWrites(source.hooks().get())) {
        return Optional.of(source.file());
      }
    }
    return Optional.empty();
  }
}

package io.qwenmanaged.policy.process;

import io.qwenmanaged.policy.files.ProgramSearch;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Starts and stops child processes the way Qwen Code (Node.js) starts them: exactly the given
 * environment and working directory, a bare program name looked up on that environment's PATH (not
 * the launcher's own), pipes for stdin, stdout and stderr.
 */
public final class ChildProcesses {

  /** How long a stopped process may take to be reaped. */
  private static final Duration REAP = Duration.ofSeconds(10);

  private ChildProcesses() {}

  /** Starts {@code command} (its program already resolved) in {@code cwd} with only {@code env}. */
  public static Process start(List<String> command, Map<String, String> env, Path cwd)
      throws IOException {
    ProcessBuilder builder = new ProcessBuilder(command).directory(cwd.toFile());
    builder.environment().clear();
    builder.environment().putAll(env);
    return builder.start();
  }

  /**
   * Where {@code program} is found: itself when it names a path; otherwise the first executable
   * regular file of that name in {@code env}'s PATH, as Node.js searches it. On Windows the name is
   * left to the operating system's own search.
   */
  public static Optional<String> resolve(String program, Map<String, String> env) {
    if (program.indexOf('/') >= 0 || File.separatorChar == '\\') {
      return Optional.of(program);
    }
    return ProgramSearch.executable(
            ProgramSearch.directories(env.getOrDefault("PATH", ""), ":"), List.of(program))
        .map(Path::toString);
  }

  /** Why {@code e}, thrown by {@link #start}, stopped the program: a short, path-free reason. */
  public static String startFailure(IOException e) {
    String message = String.valueOf(e.getMessage());
    if (message.contains("error=2,")) {
      return "not found";
    }
    if (message.contains("error=13,")) {
      return "permission denied";
    }
    return "I/O error";
  }

  /**
   * Kills {@code process} and everything it started, and reaps it. Never blocks for long. Its
   * descendants are killed first, twice, while they are still its descendants (a program such as
   * npm starts more children as others end), then the program itself. (A child forked in the
   * instant after the second round is left running: Java cannot freeze a process first.)
   */
  public static void stop(Process process) {
    for (int round = 0; round < 2; round++) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
    }
    process.destroyForcibly();
    try {
      process.waitFor(REAP.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

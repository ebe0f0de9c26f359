package io.qwenmanaged.launcher.exit;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;

/**
 * The launcher's exit codes: the one table every outcome is mapped through, and the list {@code
 * --help} prints. A started Qwen's own exit code (128 + N when it was killed by signal N) is passed
 * through unchanged and is not part of this table.
 */
public enum LauncherExit {
  OK(0, "success (after a session: Qwen Code's own exit code, 128+N when signal N ended it)"),
  INTERNAL(1, "internal error (a bug in the kit; nothing was started)"),
  REFUSED(
      2,
      "refused argument or mode: Qwen Code arguments, no terminal to start in, or outside every"
          + " managed repository"),
  POLICY(3, "policy invalid, tampered with or insecure: one line per problem"),
  ENVIRONMENT(4, "I/O or environment problem: a file cannot be read, the credential is missing"),
  CANNOT_START(125, "Qwen Code could not be started"),
  NOT_EXECUTABLE(126, "the pinned node cannot be executed"),
  NOT_FOUND(127, "the pinned node was not found");

  private final int code;
  private final String description;

  LauncherExit(int code, String description) {
    this.code = code;
    this.description = description;
  }

  public int code() {
    return code;
  }

  public String description() {
    return description;
  }

  /**
   * The exit code for the problems a check found, by their worst kind: {@link #OK} when there are
   * none, {@link #POLICY} for a policy problem, {@link #REFUSED} for a refusal (the directory is in
   * no managed repository), {@link #ENVIRONMENT} when every one is an I/O or environment problem.
   */
  public static LauncherExit of(List<Diagnostic> problems) {
    return Diagnostic.Kind.worst(problems).map(LauncherExit::of).orElse(OK);
  }

  /** The code of a problem of kind {@code kind}. */
  public static LauncherExit of(Diagnostic.Kind kind) {
    return switch (kind) {
      case POLICY -> POLICY;
      case REFUSED -> REFUSED;
      case IO -> ENVIRONMENT;
    };
  }
}

package io.qwenmanaged.policy.qwenconfig;

/**
 * One element of a repository's Qwen configuration the kit refuses unless it is allowed.
 *
 * @param file the file, as {@code <repository>/.qwen/settings.json}
 * @param pointer where in it: a JSON Pointer for settings ({@code /hooks/PreToolUse/0}), the
 *     frontmatter key for agents and skills ({@code hooks}), {@code ""} for the whole file
 * @param problem what it is and why it is refused, one line, never a value from the file
 * @param allowance whether and how the administrator may allow it
 */
public record Finding(String file, String pointer, String problem, Allowance allowance) {

  /** The problem and what to do about it. */
  public String message() {
    if (allowance instanceof Allowance.ByKind byKind) {
      return problem
          + ": remove it, or ask the administrator to allow \""
          + byKind.kind().id()
          + "\" for this repository";
    }
    if (allowance instanceof Allowance.FileOnly) {
      return problem + ": rewrite it, or ask the administrator to allow this exact file";
    }
    return problem + ": remove it (this is never allowed)";
  }
}

package io.qwenmanaged.policy.qwenconfig;

import java.util.Optional;

/**
 * One element a repository's own Qwen configuration adds that the managed Qwen ignores.
 *
 * @param file the file, as {@code <repository>/.qwen/settings.json}
 * @param location where in it: a JSON Pointer for settings ({@code /permissions/allow}), the
 *     frontmatter key for agents and skills ({@code hooks}), {@code ""} for the whole file
 * @param label what it is in a word or two, for the start line ({@code hooks}, {@code .env})
 * @param reason why Qwen ignores it, one line, never a value from the file
 * @param allowedBy the administrator's allowance of it with its reason, when the plan allows it
 */
public record Ignored(
    String file, String location, String label, String reason, Optional<String> allowedBy) {

  /** {@code <file>:<location>: <reason>}, the location left out when it is the whole file. */
  public String describe() {
    return file + (location.isEmpty() ? "" : ":" + location) + ": " + reason;
  }
}

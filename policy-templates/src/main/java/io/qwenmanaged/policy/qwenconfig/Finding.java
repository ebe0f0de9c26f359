package io.qwenmanaged.policy.qwenconfig;

/**
 * One hook a {@code hooks} block registers, as {@link HookFindings} judges it.
 *
 * @param file the file, as {@code <repository>/.qwen/settings.json}
 * @param pointer where in it: a JSON Pointer for settings ({@code /hooks/PreToolUse/0}), a
 *     frontmatter key path for agents and skills ({@code hooks/Stop/0})
 * @param problem what it is, one line, never a value from the file
 * @param allowance whether it could ever be allowed ({@link Allowance.Never} when it could take
 *     part in the decision on a memory write)
 */
public record Finding(String file, String pointer, String problem, Allowance allowance) {}

package io.qwenmanaged.policy.qwenconfig;

/**
 * An element of one file that the managed Qwen drops, before the plan's allowances are applied.
 *
 * @param location where in the file ({@code ""} for the whole file)
 * @param label what it is in a word or two
 * @param reason why Qwen ignores it, one line, never a value from the file
 * @param allowance how the administrator may allow it
 */
record Dropped(String location, String label, String reason, Allowance allowance) {}

package io.qwenmanaged.mcp.recall;

/**
 * What the auto-recall hook needs from Qwen's {@code UserPromptSubmit} input.
 *
 * @param prompt the submitted prompt, not blank
 * @param cwd the session's working directory as Qwen gives it, not yet checked
 */
record PromptSubmission(String prompt, String cwd) {}

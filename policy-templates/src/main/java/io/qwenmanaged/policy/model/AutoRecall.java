package io.qwenmanaged.policy.model;

/**
 * A repository's auto-recall: before each prompt, Qwen runs the kit's auto-recall hook, which
 * searches the repository's memory with the (sanitised) prompt and adds what it finds to the prompt
 * as untrusted context. Write-free.
 *
 * @param timeoutMs the hook's search request timeout, 1–{@value #MAX_TIMEOUT_MS}
 */
public record AutoRecall(int timeoutMs) {

  /** The search timeout when the plan names none. */
  public static final int DEFAULT_TIMEOUT_MS = 1500;

  /** The largest search timeout. */
  public static final int MAX_TIMEOUT_MS = 5000;

  public AutoRecall {
    if (timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS) {
      throw new IllegalArgumentException("timeoutMs must be 1 to " + MAX_TIMEOUT_MS);
    }
  }
}

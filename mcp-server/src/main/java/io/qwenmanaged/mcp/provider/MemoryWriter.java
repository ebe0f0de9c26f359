package io.qwenmanaged.mcp.provider;

/**
 * Writes one memory with exactly one HTTP request: no retry, poll, cache or de-duplication.
 * Blocking; interrupting the calling thread cancels the request and yields {@link
 * RememberResult.Unknown} (cancellation does not prove nothing was stored).
 */
public interface MemoryWriter {

  /** {@code content} has passed the content contract and is sent byte-for-byte. */
  RememberResult remember(String content);
}

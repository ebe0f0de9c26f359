package io.qwenmanaged.mcp.provider;

/**
 * Searches the configured provider with one HTTP request. Blocking; interrupting the calling thread
 * cancels the in-flight request and yields {@link SearchResult.Failed}.
 */
public interface SearchProvider {

  /** {@code query} is already normalised and non-empty. */
  SearchResult search(String query);
}

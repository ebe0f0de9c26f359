package io.qwenmanaged.mcp.provider;

import java.util.List;

/** The outcome of one search request. */
public sealed interface SearchResult permits SearchResult.Found, SearchResult.Failed {

  /** At most five valid items, in provider order. */
  record Found(List<SearchItem> items) implements SearchResult {
    public Found {
      items = List.copyOf(items);
    }
  }

  /** Any failure: transport, status, body, cancellation. Carries no provider detail. */
  record Failed() implements SearchResult {}
}

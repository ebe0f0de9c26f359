package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.mcp.provider.SearchProvider;
import io.qwenmanaged.mcp.provider.SearchResult;
import java.util.ArrayList;
import java.util.List;

/** A fake provider that records every query and answers with a fixed result. */
final class RecordingSearchProvider implements SearchProvider {

  final List<String> queries = new ArrayList<>();
  private final SearchResult answer;

  RecordingSearchProvider(SearchResult answer) {
    this.answer = answer;
  }

  static RecordingSearchProvider empty() {
    return new RecordingSearchProvider(new SearchResult.Found(List.of()));
  }

  @Override
  public SearchResult search(String query) {
    queries.add(query);
    return answer;
  }
}

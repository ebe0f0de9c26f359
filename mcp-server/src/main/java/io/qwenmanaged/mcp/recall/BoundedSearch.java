package io.qwenmanaged.mcp.recall;

import io.qwenmanaged.mcp.provider.SearchItem;
import io.qwenmanaged.mcp.provider.SearchProvider;
import io.qwenmanaged.mcp.provider.SearchResult;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The hook's one search, cut off when the budget runs out: the request runs on its own daemon
 * thread, which is interrupted (cancelling the request) if the answer comes too late. Failures and
 * late answers alike give no items.
 */
final class BoundedSearch {

  private BoundedSearch() {}

  static List<SearchItem> items(SearchProvider provider, String query, Budget budget) {
    long remaining = budget.remainingNanos();
    if (remaining <= 0) {
      return List.of();
    }
    CompletableFuture<SearchResult> answer = new CompletableFuture<>();
    Thread worker =
        new Thread(
            () -> {
              try {
                answer.complete(provider.search(query));
              } catch (RuntimeException | Error e) {
                answer.complete(new SearchResult.Failed());
              }
            },
            "auto-recall-search");
    worker.setDaemon(true);
    worker.start();
    try {
      SearchResult result = answer.get(remaining, TimeUnit.NANOSECONDS);
      return result instanceof SearchResult.Found found ? found.items() : List.of();
    } catch (TimeoutException | ExecutionException e) {
      worker.interrupt();
      return List.of();
    } catch (InterruptedException e) {
      worker.interrupt();
      Thread.currentThread().interrupt();
      return List.of();
    }
  }
}

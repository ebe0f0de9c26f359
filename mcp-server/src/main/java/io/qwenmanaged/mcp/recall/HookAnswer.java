package io.qwenmanaged.mcp.recall;

import io.qwenmanaged.content.JsonStringify;
import io.qwenmanaged.mcp.provider.SearchItem;
import io.qwenmanaged.mcp.tools.SearchEnvelope;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.List;

/**
 * What the hook prints: {@value #NOTHING} when it adds nothing, else the prompt's additional
 * context, which is the search tool's untrusted envelope for the same items. The answer is written
 * as text (the envelope is a JSON document, so only its quotes and backslashes need escaping here),
 * which keeps a JSON library's start-up out of every prompt.
 */
final class HookAnswer {

  static final String NOTHING = "{}";

  private HookAnswer() {}

  static String of(List<SearchItem> items) {
    if (items.isEmpty()) {
      return NOTHING;
    }
    String envelope = SearchEnvelope.render(items);
    StringBuilder answer = new StringBuilder(envelope.length() + 128);
    answer.append("{\"hookSpecificOutput\":{\"hookEventName\":");
    JsonStringify.appendQuoted(answer, ManagedServer.RECALL_EVENT);
    answer.append(",\"additionalContext\":");
    JsonStringify.appendQuoted(answer, envelope);
    return answer.append("}}").toString();
  }
}

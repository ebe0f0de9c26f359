package io.qwenmanaged.mcp.recall;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.provider.SearchItem;
import io.qwenmanaged.mcp.tools.SearchEnvelope;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.List;

/**
 * What the hook prints: {@value #NOTHING} when it adds nothing, else the prompt's additional
 * context, which is the search tool's untrusted envelope for the same items.
 */
final class HookAnswer {

  static final String NOTHING = "{}";

  private static final ObjectMapper JSON = new ObjectMapper();

  private HookAnswer() {}

  static String of(List<SearchItem> items) {
    if (items.isEmpty()) {
      return NOTHING;
    }
    ObjectNode answer = JSON.createObjectNode();
    answer
        .putObject("hookSpecificOutput")
        .put("hookEventName", ManagedServer.RECALL_EVENT)
        .put("additionalContext", SearchEnvelope.render(items));
    return answer.toString();
  }
}

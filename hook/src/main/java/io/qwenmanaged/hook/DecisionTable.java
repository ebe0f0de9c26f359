package io.qwenmanaged.hook;

import io.qwenmanaged.content.ConfirmationText;
import io.qwenmanaged.content.MemoryContent;
import java.util.Optional;
import java.util.Set;

/**
 * The hook's decision table, applied in order: invalid request → deny; another event or tool → pass
 * through; invalid fields or content → deny; plan mode → deny; an unknown permission mode → deny;
 * otherwise ask.
 */
final class DecisionTable {

  static final String EVENT = "PreToolUse";
  static final String TOOL = "mcp__external-context__context_remember";

  static final String INVALID = "External context memory write confirmation request is invalid.";
  static final String PLAN = "External context memory writes are not allowed in plan mode.";
  static final String UNSUPPORTED = "External context memory write permission mode is unsupported.";

  private static final Set<String> ASKING_MODES =
      Set.of("default", "auto", "auto_edit", "auto-edit", "yolo");

  private DecisionTable() {}

  /**
   * Decides for one request; an empty request means the input was oversized, malformed or not a
   * JSON object.
   */
  static Decision decide(Optional<HookRequest> parsed) {
    if (parsed.isEmpty()) {
      return new Decision.Deny(INVALID);
    }
    HookRequest request = parsed.get();
    if (!EVENT.equals(request.hookEventName()) || !TOOL.equals(request.toolName())) {
      return new Decision.PassThrough();
    }
    if (request.permissionMode() == null
        || !request.toolInputIsObject()
        || !MemoryContent.isValid(request.content())) {
      return new Decision.Deny(INVALID);
    }
    if (request.permissionMode().equals("plan")) {
      return new Decision.Deny(PLAN);
    }
    if (!ASKING_MODES.contains(request.permissionMode())) {
      return new Decision.Deny(UNSUPPORTED);
    }
    return new Decision.Ask(ConfirmationText.reason(request.content()));
  }
}

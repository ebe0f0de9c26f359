package io.qwenmanaged.mcp.tools;

import io.qwenmanaged.mcp.provider.OperationId;
import io.qwenmanaged.mcp.provider.RememberResult;

/**
 * The stable texts of {@code context_remember}. Only a well-formed UUID operation id is ever
 * echoed; any other id (which a correct provider never reports) is treated as {@code unknown}, so
 * no provider text can reach the model.
 */
final class RememberOutcomes {

  static final String STORED = "{\"status\":\"stored\"}";
  static final String FAILED =
      "{\"status\":\"failed\",\"message\":\"The provider rejected the memory. Do not retry without"
          + " changing the content or configuration.\"}";
  static final String UNKNOWN =
      "{\"status\":\"unknown\",\"message\":\"The provider may have accepted the memory. Do not"
          + " retry automatically.\"}";

  static final String BLOCKED =
      "{\"status\":\"failed\",\"message\":\"Another hook or agent in this session could decide"
          + " on memory writes, so nothing was sent. Do not retry until it is removed.\"}";

  private RememberOutcomes() {}

  static ToolOutcome of(RememberResult result) {
    if (result instanceof RememberResult.Stored stored) {
      String id = stored.providerOperationId();
      if (id == null) {
        return new ToolOutcome(STORED, false);
      }
      return OperationId.isUuid(id) ? withOperation("stored", id) : unknown();
    }
    if (result instanceof RememberResult.Accepted accepted) {
      String id = accepted.providerOperationId();
      return OperationId.isUuid(id) ? withOperation("accepted", id) : unknown();
    }
    if (result instanceof RememberResult.Failed) {
      return new ToolOutcome(FAILED, true);
    }
    return unknown();
  }

  /** {@code failed}: the write gate was closed, so no request was made. */
  static ToolOutcome blocked() {
    return new ToolOutcome(BLOCKED, true);
  }

  static ToolOutcome unknown() {
    return new ToolOutcome(UNKNOWN, true);
  }

  private static ToolOutcome withOperation(String status, String id) {
    String text = "{\"status\":\"" + status + "\",\"providerOperationId\":\"" + id + "\"}";
    return new ToolOutcome(text, false);
  }
}

package io.qwenmanaged.tools;

import io.qwenmanaged.provider.RememberResult;

/**
 * The stable texts of {@code context_remember} (SPEC §3.2). Only a well-formed UUID operation id is
 * ever echoed; any other id (which a correct provider never reports) is treated as {@code unknown},
 * so no provider text can reach the model.
 */
final class RememberOutcomes {

  static final String STORED = "{\"status\":\"stored\"}";
  static final String FAILED =
      "{\"status\":\"failed\",\"message\":\"The provider rejected the memory. Do not retry without"
          + " changing the content or configuration.\"}";
  static final String UNKNOWN =
      "{\"status\":\"unknown\",\"message\":\"The provider may have accepted the memory. Do not"
          + " retry automatically.\"}";

  private RememberOutcomes() {}

  static ToolOutcome of(RememberResult result) {
    if (result instanceof RememberResult.Stored stored) {
      String id = stored.providerOperationId();
      if (id == null) {
        return new ToolOutcome(STORED, false);
      }
      return isUuid(id) ? withOperation("stored", id) : unknown();
    }
    if (result instanceof RememberResult.Accepted accepted) {
      String id = accepted.providerOperationId();
      return isUuid(id) ? withOperation("accepted", id) : unknown();
    }
    if (result instanceof RememberResult.Failed) {
      return new ToolOutcome(FAILED, true);
    }
    return unknown();
  }

  static ToolOutcome unknown() {
    return new ToolOutcome(UNKNOWN, true);
  }

  private static ToolOutcome withOperation(String status, String id) {
    String text = "{\"status\":\"" + status + "\",\"providerOperationId\":\"" + id + "\"}";
    return new ToolOutcome(text, false);
  }

  /** {@code ^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$}. */
  static boolean isUuid(String id) {
    if (id == null || id.length() != 36) {
      return false;
    }
    for (int index = 0; index < 36; index++) {
      char unit = id.charAt(index);
      boolean hyphenPlace = index == 8 || index == 13 || index == 18 || index == 23;
      if (hyphenPlace ? unit != '-' : !isHexDigit(unit)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isHexDigit(char unit) {
    return (unit >= '0' && unit <= '9')
        || (unit >= 'a' && unit <= 'f')
        || (unit >= 'A' && unit <= 'F');
  }
}

package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A request id as a map key. MCP ids are strings or integers; the string {@code "7"} and the number
 * {@code 7} are different ids, and an integer is compared by value whatever its size.
 *
 * @param isString whether the id is a JSON string
 * @param value the string, or the integer's decimal digits
 */
record RequestKey(boolean isString, String value) {

  /** Whether {@code id} is a JSON string or integer, the only id types MCP allows. */
  static boolean isValidId(JsonNode id) {
    return id != null && (id.isTextual() || id.isIntegralNumber());
  }

  /** The key of a valid id; callers check {@link #isValidId} first. */
  static RequestKey of(JsonNode id) {
    return id.isTextual()
        ? new RequestKey(true, id.textValue())
        : new RequestKey(false, id.bigIntegerValue().toString());
  }
}

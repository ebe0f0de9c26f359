package io.qwenmanaged.mcp.tools;

import com.fasterxml.jackson.databind.JsonNode;

/** Reads a tool call's {@code arguments}; other members are ignored and never forwarded. */
final class ToolArguments {

  private ToolArguments() {}

  /**
   * The string member {@code name}, or {@code null} when arguments is no object or it is no string.
   */
  static String string(JsonNode arguments, String name) {
    if (arguments == null || !arguments.isObject()) {
      return null;
    }
    JsonNode member = arguments.get(name);
    return member != null && member.isTextual() ? member.textValue() : null;
  }
}

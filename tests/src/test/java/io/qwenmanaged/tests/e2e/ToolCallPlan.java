package io.qwenmanaged.tests.e2e;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one tool call the fake model makes when it hears its trigger phrase.
 *
 * <p>Qwen Code 0.24.4 defers MCP tools: the model request does not declare them, a system reminder
 * names them, and the model is told to call them through the {@code tool_call} bridge ({@code
 * {"name": <tool>, "arguments": {...}}}). A direct call by the full tool name also works. Both go
 * through the same permission check, hook and dialogs; scenarios use both.
 *
 * @param toolName the full MCP tool name, e.g. {@code mcp__external-context__context_remember}
 * @param arguments the tool's own arguments
 * @param viaBridge whether the call goes through {@code tool_call}
 */
record ToolCallPlan(String toolName, ObjectNode arguments, boolean viaBridge) {

  static final String REMEMBER = "mcp__external-context__context_remember";
  static final String SEARCH = "mcp__external-context__context_search";
  static final String BRIDGE = "tool_call";

  /** {@code context_remember} with {@code content}, through the {@code tool_call} bridge. */
  static ToolCallPlan rememberViaBridge(String content) {
    return new ToolCallPlan(REMEMBER, argument("content", content), true);
  }

  /** {@code context_remember} with {@code content}, called directly by its full name. */
  static ToolCallPlan rememberDirectly(String content) {
    return new ToolCallPlan(REMEMBER, argument("content", content), false);
  }

  /** {@code context_search} with {@code query}, through the {@code tool_call} bridge. */
  static ToolCallPlan searchViaBridge(String query) {
    return new ToolCallPlan(SEARCH, argument("query", query), true);
  }

  /** The function name the model emits. */
  String functionName() {
    return viaBridge ? BRIDGE : toolName;
  }

  /** The function arguments the model emits, as JSON text. */
  String functionArguments() {
    if (!viaBridge) {
      return arguments.toString();
    }
    ObjectNode bridged = JsonNodeFactory.instance.objectNode();
    bridged.put("name", toolName);
    bridged.set("arguments", arguments);
    return bridged.toString();
  }

  private static ObjectNode argument(String name, String value) {
    ObjectNode arguments = JsonNodeFactory.instance.objectNode();
    arguments.put(name, value);
    return arguments;
  }
}

package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One tool call the fake model makes (when it hears its trigger phrase, or as the next step of a
 * {@link ModelScript} chain).
 *
 * <p>Qwen Code 0.24.4 defers MCP tools: the model request does not declare them, a system reminder
 * names them, and the model is told to call them through the {@code tool_call} bridge ({@code
 * {"name": <tool>, "arguments": {...}}}). A direct call by the full tool name also works. Both go
 * through the same permission check, hook and dialogs; scenarios use both.
 *
 * @param toolName the full MCP tool name, e.g. {@code mcp__external-context__context_remember}, or
 *     a built-in tool's name ({@code agent}, {@code skill}, {@code read_file})
 * @param arguments the tool's own arguments
 * @param viaBridge whether the call goes through {@code tool_call}
 */
public record ToolCallPlan(String toolName, ObjectNode arguments, boolean viaBridge) {

  public static final String REMEMBER = "mcp__external-context__context_remember";
  public static final String SEARCH = "mcp__external-context__context_search";
  static final String BRIDGE = "tool_call";
  static final String AGENT = "agent";
  static final String SKILL = "skill";
  static final String READ_FILE = "read_file";

  /** {@code context_remember} with {@code content}, through the {@code tool_call} bridge. */
  public static ToolCallPlan rememberViaBridge(String content) {
    return new ToolCallPlan(REMEMBER, argument("content", content), true);
  }

  /** {@code context_remember} with {@code content}, called directly by its full name. */
  public static ToolCallPlan rememberDirectly(String content) {
    return new ToolCallPlan(REMEMBER, argument("content", content), false);
  }

  /** {@code context_search} with {@code query}, through the {@code tool_call} bridge. */
  public static ToolCallPlan searchViaBridge(String query) {
    return new ToolCallPlan(SEARCH, argument("query", query), true);
  }

  /** {@code context_search} with {@code query}, called directly by its full name. */
  static ToolCallPlan searchDirectly(String query) {
    return new ToolCallPlan(SEARCH, argument("query", query), false);
  }

  /** Any tool, called directly by its name with {@code arguments}. */
  static ToolCallPlan direct(String toolName, ObjectNode arguments) {
    return new ToolCallPlan(toolName, arguments.deepCopy(), false);
  }

  /**
   * Qwen's {@code agent} tool launching the subagent {@code type} in the foreground (so its dialogs
   * reach the developer) with {@code prompt} as its task.
   */
  static ToolCallPlan agent(String type, String prompt) {
    ObjectNode arguments = argument("description", "Repository helper task");
    arguments.put("prompt", prompt);
    arguments.put("subagent_type", type);
    arguments.put("run_in_background", false);
    return new ToolCallPlan(AGENT, arguments, false);
  }

  /** Qwen's {@code skill} tool loading the skill {@code name}. */
  static ToolCallPlan skill(String name) {
    return new ToolCallPlan(SKILL, argument("skill", name), false);
  }

  /** Qwen's {@code read_file} tool reading {@code path}. */
  static ToolCallPlan readFile(String path) {
    return new ToolCallPlan(READ_FILE, argument("file_path", path), false);
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

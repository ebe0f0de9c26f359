package io.qwenmanaged.hook;

/**
 * The fields of a PreToolUse hook request that the decision table reads. Each field is {@code null}
 * when absent or not of the expected JSON type.
 *
 * @param hookEventName {@code hook_event_name} when it is a string
 * @param toolName {@code tool_name} when it is a string
 * @param permissionMode {@code permission_mode} when it is a string
 * @param toolInputIsObject whether {@code tool_input} is a JSON object
 * @param content {@code tool_input.content} when {@code tool_input} is an object and it is a string
 */
record HookRequest(
    String hookEventName,
    String toolName,
    String permissionMode,
    boolean toolInputIsObject,
    String content) {}

package io.qwenmanaged.hook;

/** Builds hook request JSON texts for tests. */
final class Requests {

  static final String TOOL = "mcp__external-context__context_remember";

  private Requests() {}

  static String remember(String mode, String contentJson) {
    return "{\"session_id\":\"s1\",\"hook_event_name\":\"PreToolUse\",\"tool_name\":\""
        + TOOL
        + "\",\"permission_mode\":"
        + mode
        + ",\"tool_input\":{\"content\":"
        + contentJson
        + "}}";
  }

  static String rememberInMode(String mode) {
    return remember("\"" + mode + "\"", "\"Use pnpm.\"");
  }
}

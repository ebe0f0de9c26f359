package io.qwenmanaged.hook;

import static io.qwenmanaged.hook.Requests.remember;
import static io.qwenmanaged.hook.Requests.rememberInMode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every row of the hook's decision table (docs/hook.md), through the real entry point. */
@Tag("unit")
class HookDecisionTableTest {

  private static final String INVALID =
      "External context memory write confirmation request is invalid.";

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "{",
        "[]",
        "\"PreToolUse\"",
        "42",
        "null",
        "{} {}",
        "{}x",
        "{\"a\":NaN}",
        "{/*c*/}",
        "{\"a\":1,}",
        "{'a':1}",
        "{\"a\":\"raw\ttab\"}",
        "{\"a\":1,\"a\":2}",
      })
  void deniesMalformedOrNonObjectInput(String input) {
    HookRun run = HookRun.of(input);
    assertEquals(0, run.exitCode());
    assertEquals("deny", run.permission());
    assertEquals(INVALID, run.reason());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{}",
        "{\"hook_event_name\":\"PostToolUse\",\"tool_name\":\"" + Requests.TOOL + "\"}",
        "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"run_shell_command\"}",
        "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"context_remember\"}",
        "{\"hook_event_name\":\"pretooluse\",\"tool_name\":\"" + Requests.TOOL + "\"}",
        "{\"hook_event_name\":[\"PreToolUse\"],\"tool_name\":\"" + Requests.TOOL + "\"}",
        "{\"tool_name\":\"" + Requests.TOOL + "\",\"permission_mode\":\"plan\"}",
      })
  void passesThroughOtherEventsAndTools(String input) {
    HookRun run = HookRun.of(input);
    assertEquals(0, run.exitCode());
    assertEquals("{}\n", run.stdout());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\""
            + Requests.TOOL
            + "\",\"tool_input\":{\"content\":\"x\"}}",
        "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\""
            + Requests.TOOL
            + "\",\"permission_mode\":\"default\",\"tool_input\":\"x\"}",
        "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\""
            + Requests.TOOL
            + "\",\"permission_mode\":\"default\"}",
      })
  void deniesMissingOrMistypedFields(String input) {
    assertEquals(INVALID, HookRun.of(input).reason());
  }

  @ParameterizedTest
  @ValueSource(strings = {"1", "null", "[\"default\"]", "{\"mode\":\"default\"}", "true"})
  void deniesNonStringPermissionMode(String mode) {
    assertEquals(INVALID, HookRun.of(remember(mode, "\"x\"")).reason());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "null",
        "1",
        "[\"x\"]",
        "{\"text\":\"x\"}",
        "\"\"",
        "\" \\n\\u200b\\t\"",
        "\"\\ud800\""
      })
  void deniesMissingNonStringOrInvalidContent(String content) {
    assertEquals(INVALID, HookRun.of(remember("\"default\"", content)).reason());
  }

  @Test
  void deniesInvalidContentEvenInPlanMode() {
    assertEquals(INVALID, HookRun.of(remember("\"plan\"", "\"\"")).reason());
  }

  @Test
  void deniesPlanMode() {
    HookRun run = HookRun.of(rememberInMode("plan"));
    assertEquals("deny", run.permission());
    assertEquals("External context memory writes are not allowed in plan mode.", run.reason());
  }

  @ParameterizedTest
  @ValueSource(strings = {"bypassPermissions", "DEFAULT", "Yolo", "auto edit", "", "dontAsk"})
  void deniesUnsupportedModes(String mode) {
    HookRun run = HookRun.of(rememberInMode(mode));
    assertEquals("deny", run.permission());
    assertEquals("External context memory write permission mode is unsupported.", run.reason());
  }

  @ParameterizedTest
  @ValueSource(strings = {"default", "auto", "auto_edit", "auto-edit", "yolo"})
  void asksInEverySupportedMode(String mode) {
    HookRun run = HookRun.of(rememberInMode(mode));
    assertEquals("ask", run.permission());
    assertEquals(
        "Save this exact content to the bound Mem0 repository memory?\n\"Use pnpm.\"",
        run.reason());
  }

  @Test
  void ignoresExtraToolInputAndTopLevelKeys() {
    String input =
        "{\"cwd\":\"/r\",\"hook_event_name\":\"PreToolUse\",\"transcript_path\":{\"x\":[1,2]},"
            + "\"tool_name\":\""
            + Requests.TOOL
            + "\",\"permission_mode\":\"auto_edit\",\"tool_input\":{\"app_id\":\"other\","
            + "\"content\":\"Use pnpm.\",\"metadata\":{\"content\":7}}}";
    HookRun run = HookRun.of(input);
    assertEquals("ask", run.permission());
    assertEquals(
        "Save this exact content to the bound Mem0 repository memory?\n\"Use pnpm.\"",
        run.reason());
  }

  @Test
  void passThroughHasNoReason() {
    assertNull(HookRun.of("{}").reason());
  }
}

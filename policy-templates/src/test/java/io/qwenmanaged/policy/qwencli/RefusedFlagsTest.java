package io.qwenmanaged.policy.qwencli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class RefusedFlagsTest {

  @ParameterizedTest
  @CsvSource({
    "--channel=daemon, DAEMON",
    "--channel, DAEMON",
    "channel, DAEMON",
    "serve, DAEMON",
    "Serve, DAEMON",
    "--telemetry, EXPOSURE",
    "--telemetry-outfile=/tmp/t, EXPOSURE",
    "--telemetryLogPrompts, EXPOSURE",
    "--telemetry-future-option, EXPOSURE",
    "--no-telemetry, EXPOSURE",
    "--chat-recording, EXPOSURE",
    "--no-chat-recording, EXPOSURE",
    "--chatRecording=true, EXPOSURE",
    "--openai-logging, EXPOSURE",
    "--openai-logging-dir=/tmp/l, EXPOSURE",
    "--openai-api-key=sk-1, EXPOSURE",
    "--openai-base-url=http://model.example.com, EXPOSURE",
    "--auth-type=openai, EXPOSURE",
    "--insecure, EXPOSURE",
    "--proxy=http://u:p@proxy:3128, EXPOSURE",
    "--debug, EXPOSURE",
    "-d, EXPOSURE",
    "--include-directories=/, WORKSPACE",
    "--add-dir=/home, WORKSPACE",
    "--addDir=/home, WORKSPACE",
    "--worktree=feature, WORKSPACE",
    "--approval-mode=plan, YOLO",
    "--approval-mode.nested=yolo, YOLO",
    "--APPROVAL-MODE=yolo, YOLO",
    "----approval-mode=yolo, YOLO",
    "--approval--mode-=yolo, YOLO",
    "--approval-Mode=yolo, YOLO",
    "---list-extensions, NO_SESSION",
    "--list-Extensions, NO_SESSION",
    "-dy, YOLO",
    "-yd, YOLO",
    "-y=true, YOLO",
    "-ms, INSTALLATION",
    "--sandbox, INSTALLATION",
    "--sandbox=false, INSTALLATION",
    "-s, INSTALLATION",
    "--sandbox-image=ghcr.io/qwenlm/qwen-code:0.24.4, INSTALLATION",
    "--experimental-lsp, REPOSITORY_PROGRAMS",
    "--experimental-acp, ACP",
    "--experimentalSkills, INTERNAL",
    "--restore-ask-user-question, INTERNAL",
    "--sandbox-session-id=123e4567-e89b-12d3-a456-426614174000, RESUME",
    "--json-fd=3, HEADLESS",
    "--json-future-option, HEADLESS",
    "-pd, HEADLESS",
    "--, HEADLESS",
    "-, HEADLESS",
    "write a poem, HEADLESS",
    "'', HEADLESS",
    "mcp, MANAGEMENT",
    "extensions, MANAGEMENT",
    "hook, MANAGEMENT",
    "hooks, MANAGEMENT",
    "update, MANAGEMENT",
    "sandbox, MANAGEMENT",
    "auth, MANAGEMENT",
    "--help, NO_SESSION",
    "-v, NO_SESSION",
    "-l, NO_SESSION",
    "--list-extensions, NO_SESSION"
  })
  void refusesEveryFamilyInEverySpelling(String argument, FlagFamily family) {
    assertEquals(Optional.of(family), RefusedFlags.familyOf(argument));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "--model=qwen3-coder-plus",
        "-m",
        "--screen-reader",
        "--system-prompt=Be brief.",
        "--exclude-tools=run_shell_command",
        "--disabled-slash-commands=mcp",
        "--max-session-turns=50",
        "--telemetryish",
        "--proxyless",
        "--checkpointing",
        "-z"
      })
  void namesNoFamilyForAdminOptionsAndUnlistedOnes(String argument) {
    assertEquals(Optional.empty(), RefusedFlags.familyOf(argument));
  }
}

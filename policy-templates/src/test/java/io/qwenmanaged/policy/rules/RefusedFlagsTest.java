package io.qwenmanaged.policy.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RefusedFlagsTest {

  @ParameterizedTest
  @CsvSource({
    "--channel=daemon, DAEMON",
    "--channel, DAEMON",
    "channel, DAEMON",
    "--telemetry, EXPOSURE",
    "--telemetry-outfile=/tmp/t, EXPOSURE",
    "--telemetryLogPrompts, EXPOSURE",
    "--no-telemetry, EXPOSURE",
    "--chat-recording, EXPOSURE",
    "--chatRecording=true, EXPOSURE",
    "--openai-logging, EXPOSURE",
    "--openai-logging-dir=/tmp/l, EXPOSURE",
    "--openai-api-key=sk-1, EXPOSURE",
    "--insecure, EXPOSURE",
    "--proxy=http://u:p@proxy:3128, EXPOSURE",
    "--include-directories=/, WORKSPACE",
    "--add-dir=/home, WORKSPACE",
    "--addDir=/home, WORKSPACE",
    "--worktree=feature, WORKSPACE",
    "--approval-mode=plan, YOLO",
    "-dy, YOLO",
    "--, HEADLESS"
  })
  void refusesEveryFamilyInEverySpelling(String argument, FlagFamily family) {
    assertEquals(Optional.of(family), RefusedFlags.familyOf(argument));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "--model=qwen3-coder-plus",
        "-m",
        "--debug",
        "-d",
        "--sandbox",
        "--screen-reader",
        "--system-prompt=Be brief.",
        "--exclude-tools=run_shell_command",
        "--disabled-slash-commands=mcp",
        "--max-session-turns=50",
        "--telemetryish",
        "--proxyless"
      })
  void letsHarmlessFlagsThrough(String argument) {
    assertEquals(Optional.empty(), RefusedFlags.familyOf(argument));
  }
}

package io.qwenmanaged.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.qwenmanaged.launcher.cli.DoctorCommand;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a refused start tells the developer to do, through the real entry point and the real start
 * checks against a {@code launcher.json} in a temporary directory (nothing it pins is installed).
 */
@Tag("unit")
class StartRefusalAdviceTest {

  private static final String INSTALLATION_LINE =
      "Nothing was started: the installation was changed or is insecure; run `qwen-managed"
          + " doctor` and tell your administrator.";

  /** A generated single-repository POSIX launcher.json; its credential is filled in per test. */
  private static final String LAUNCHER_JSON =
      """
      {
        "launcherVersion": 1,
        "platform": "posix",
        "profile": "mem0-write",
        "runtimes": {
          "java": "/opt/qwen-managed/jre/bin/java",
          "env": "/usr/bin/env",
          "node": "/opt/qwen-managed/node/bin/node",
          "qwenCli": "/opt/qwen-managed/qwen-code/node_modules/@qwen-code/qwen-code/cli.js",
          "qwenVersion": "0.24.4"
        },
        "files": {
          "systemSettings": "/etc/qwen-managed/system-settings.json",
          "systemDefaults": "/etc/qwen-managed/system-defaults.json",
          "externalContextConfig": "/etc/qwen-managed/external-context.json",
          "mcpServerJar": "/opt/qwen-managed/lib/mcp-server.jar",
          "hookJar": "/opt/qwen-managed/lib/hook.jar",
          "installManifest": "/etc/qwen-managed/install-manifest.json"
        },
        "qwenExtraFlags": [],
        "approvalModes": ["plan", "default", "auto-edit", "auto"],
        "qwenHome": "${HOME}/.qwen-managed",
        "qwenRuntimeDir": "${HOME}/.qwen-managed/runtime",
        "workspace": "/srv/repositories/payments",
        "credential": %s,
        "environment": {
          "allow": ["HOME", "USER", "LOGNAME", "TERM", "COLORTERM", "LANG", "LC_*", "TZ"],
          "path": ["/opt/qwen-managed/node/bin", "/usr/bin", "/bin"],
          "forced": {
            "QWEN_CODE_SAFE_MODE": "0",
            "QWEN_CODE_SIMPLE": "0",
            "QWEN_CODE_MEMORY_TEAM": "0",
            "QWEN_CODE_MEMORY_TEAM_SYNC": "0",
            "QWEN_TELEMETRY_ENABLED": "false",
            "QWEN_TELEMETRY_LOG_PROMPTS": "false",
            "QWEN_TELEMETRY_INCLUDE_SENSITIVE_SPAN_ATTRIBUTES": "false",
            "QWEN_USAGE_STATISTICS_ENABLED": "false",
            "SHELLOPTS": "braceexpand:hashall:interactive-comments",
            "PS4": "+ ",
            "LD_LIBRARY_PATH": "/dev/null"
          }
        }
      }
      """;

  private static final DoctorCommand NO_DOCTOR =
      (context, environment, json, all, proof, out) -> fail("doctor was run");

  @TempDir Path directory;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int start(String launcherJson, Map<String, String> environment) throws IOException {
    Path config = directory.resolve("launcher.json");
    Files.writeString(config, launcherJson, StandardCharsets.UTF_8);
    Host host = new Host(Optional.of(config.toString()), "dev", directory, directory);
    return LauncherMain.run(
        new String[0],
        new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        environment,
        () -> true,
        host,
        NO_DOCTOR);
  }

  private List<String> errLines() {
    return Arrays.asList(err.toString(StandardCharsets.UTF_8).split("\n"));
  }

  @Test
  void aMissingKeyVariableIsExplainedWithItsSourceAndWhomToAsk() throws IOException {
    start(LAUNCHER_JSON.formatted("{\"env\": \"MEM0_API_KEY\"}"), Map.of("HOME", "/home/dev"));

    List<String> lines = errLines();
    int missing = lines.indexOf("$MEM0_API_KEY: error: is not set or empty");
    assertTrue(missing >= 0, lines.toString());
    assertEquals(
        List.of(
            "This is the repository's Mem0 API key (its memory service's key).",
            "qwen-managed reads it from the environment variable MEM0_API_KEY, set in the shell"
                + " that starts qwen-managed.",
            "If you do not have the key, ask your administrator for the key."),
        lines.subList(missing + 1, missing + 4));
    assertEquals("", out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aMissingKeyFileIsExplainedWithThePinnedFile() throws IOException {
    start(
        LAUNCHER_JSON.formatted(
            "{\"env\": \"MEM0_API_KEY\", \"file\": \"${HOME}/.config/qwen-managed/mem0.key\"}"),
        Map.of("MEM0_API_KEY", "sk-not-consulted"));

    String shown = err.toString(StandardCharsets.UTF_8);
    assertTrue(
        shown.contains(
            "qwen-managed reads it from the file ${HOME}/.config/qwen-managed/mem0.key"
                + " (launcher.json's /credential/file), which only you may read.\n"),
        shown);
    assertTrue(shown.contains("ask your administrator for the key"), shown);
    assertFalse(shown.contains("sk-not-consulted"), "a variable's value was shown");
  }

  @Test
  void aMissingModelKeyIsExplainedWithItsSourceAndWhomToAsk() throws IOException {
    start(
        LAUNCHER_JSON.formatted(
            "{\"env\": \"MEM0_API_KEY\"}, \"model\": {\"baseUrl\": \"https://llm.example.com/v1\","
                + " \"models\": [\"qwen3-coder-plus\"], \"credential\": {\"env\": \"LLM_KEY\"}}"),
        Map.of("HOME", "/home/dev", "MEM0_API_KEY", "m0-canary"));

    List<String> lines = errLines();
    int missing = lines.indexOf("$LLM_KEY: error: is not set or empty");
    assertTrue(missing >= 0, lines.toString());
    int advice =
        lines.indexOf(
            "This is the API key of the model endpoint your administrator chose for Qwen"
                + " (https://llm.example.com/v1).");
    assertTrue(advice > missing, lines.toString());
    assertEquals(
        List.of(
            "qwen-managed reads it from the environment variable LLM_KEY, set in the shell that"
                + " starts qwen-managed.",
            "If you do not have the key, ask your administrator for the key."),
        lines.subList(advice + 1, advice + 3));
    assertFalse(
        lines.contains("This is the repository's Mem0 API key (its memory service's key)."));
    assertFalse(err.toString(StandardCharsets.UTF_8).contains("m0-canary"));
  }

  @Test
  void aChangedInstallationEndsWithOneClosingLineAfterTheDiagnostics() throws IOException {
    assertEquals(3, start("{\"launcherVersion\": 1}", Map.of()));

    List<String> lines = errLines();
    assertTrue(lines.size() > 1, lines.toString());
    assertEquals(INSTALLATION_LINE, lines.get(lines.size() - 1));
    assertEquals(1, lines.stream().filter(INSTALLATION_LINE::equals).count());
  }
}

package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Qwen's environment is built from nothing: of the caller's variables only the allowlisted ones
 * pass; PATH, the pinned locations, the credential and the forced values are the policy's, whatever
 * the caller set.
 */
@Tag("jar")
class CallerEnvironmentTest {

  @Test
  void onlyAllowlistedCallerVariablesReachQwenAndThePolicyDecidesTheRest() throws IOException {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    caller.put("NODE_OPTIONS", "--require /nonexistent/evil.js");
    // A real library, so the JVM and script still start quietly with it preloaded.
    caller.put("LD_PRELOAD", "/lib/x86_64-linux-gnu/libc.so.6");
    caller.put("BASH_ENV", "/nonexistent/evil.sh");
    caller.put("QWEN_TLS_INSECURE", "1");
    caller.put("QWEN_CODE_SAFE_MODE", "1");
    caller.put("QWEN_CODE_SIMPLE", "1");
    caller.put("QWEN_HOME", "/elsewhere/qwen-home");
    caller.put("QWEN_CODE_SYSTEM_SETTINGS_PATH", "/elsewhere/settings.json");
    caller.put("PATH", "/elsewhere/bin:/usr/bin:/bin");
    caller.put("SHELLOPTS", "xtrace");
    caller.put("OPENAI_API_KEY", "canary-openai");
    caller.put("HTTPS_PROXY", "http://attacker.example:8080");
    caller.put(LauncherSite.ALLOWED_CANARY, "passes");
    caller.put("LC_ALL", "C.UTF-8");
    caller.put("TZ", "UTC");
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session =
            TerminalSession.start(layout, caller, TerminalSession.Streams.TERMINAL)) {
      layout.standIn().exitWith(0);
      TerminalSession.Result result = session.await();
      assertEquals(0, result.exitCode(), result.stderr());

      Map<String, String> expected = new TreeMap<>();
      for (String name :
          new String[] {
            "HOME", "USER", "LOGNAME", "LANG", "TERM", "LC_ALL", "TZ", LauncherSite.ALLOWED_CANARY
          }) {
        expected.put(name, caller.get(name));
      }
      expected.put("PATH", layout.node().getParent() + ":/usr/bin:/bin");
      expected.put(
          "QWEN_CODE_SYSTEM_SETTINGS_PATH", layout.policyFile("system-settings.json").toString());
      expected.put(
          "QWEN_CODE_SYSTEM_DEFAULTS_PATH", layout.policyFile("system-defaults.json").toString());
      expected.put(
          "QWEN_EXTERNAL_CONTEXT_CONFIG", layout.policyFile("external-context.json").toString());
      expected.put("QWEN_HOME", layout.qwenHome().toString());
      expected.put("QWEN_RUNTIME_DIR", layout.qwenHome() + "/runtime");
      expected.put(LauncherSite.CREDENTIAL_ENV, LaunchCommand.CREDENTIAL);
      JsonNode forced =
          new ObjectMapper()
              .readTree(Files.readString(layout.launcherJson()))
              .at("/environment/forced");
      forced.properties().forEach(entry -> expected.put(entry.getKey(), entry.getValue().asText()));
      assertEquals("0", expected.get("QWEN_CODE_SAFE_MODE"));
      assertEquals("0", expected.get("QWEN_CODE_SIMPLE"));

      assertEquals(expected, new TreeMap<>(layout.standIn().environment()));
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }
}

package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.model.ManagedServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Qwen's environment is built from nothing: of the caller's variables only the allowlisted ones
 * pass; PATH, the pinned locations, the credential file's path and the forced values are the
 * policy's, whatever the caller set. The key itself is nowhere in it: it waits in an owner-only
 * file in QWEN_RUNTIME_DIR that is gone once Qwen has ended.
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
      expected.put("QWEN_CODE_NO_RELAUNCH", "true");
      Map<String, String> actual = new TreeMap<>(layout.standIn().environment());
      String credentialFile = actual.remove(ManagedServer.CREDENTIAL_FILE_ENV);
      assertTrue(
          credentialFile.startsWith(layout.qwenHome() + "/runtime/qwen-managed-session-"),
          credentialFile);
      JsonNode forced =
          new ObjectMapper()
              .readTree(Files.readString(layout.launcherJson()))
              .at("/environment/forced");
      forced.properties().forEach(entry -> expected.put(entry.getKey(), entry.getValue().asText()));
      assertEquals("0", expected.get("QWEN_CODE_SAFE_MODE"));
      assertEquals("0", expected.get("QWEN_CODE_SIMPLE"));

      assertEquals(expected, actual);
      Outputs.assertClean(result.terminal() + result.stderr());
    }
  }

  @Test
  void theKeyReachesQwenOnlyThroughAnOwnerOnlyFileThatIsGoneAfterQwenEnds() throws IOException {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    try (LauncherSite layout = LauncherSite.shared();
        TerminalSession session =
            TerminalSession.start(layout, caller, TerminalSession.Streams.TERMINAL)) {
      layout.standIn().exitWith(0);
      TerminalSession.Result result = session.await();
      assertEquals(0, result.exitCode(), result.stderr());

      Map<String, String> environment = layout.standIn().environment();
      assertFalse(environment.containsKey(LauncherSite.CREDENTIAL_ENV));
      assertTrue(
          environment.entrySet().stream()
              .noneMatch(variable -> variable.toString().contains(LaunchCommand.CREDENTIAL)),
          "the key is in Qwen's environment");
      assertEquals(LaunchCommand.CREDENTIAL, layout.standIn().credentialFileContent());
      String user = System.getProperty("user.name");
      assertEquals(List.of("600 " + user, "700 " + user), layout.standIn().credentialFileModes());
      Path file = Path.of(environment.get(ManagedServer.CREDENTIAL_FILE_ENV));
      assertFalse(Files.exists(file), "the credential file outlived the session");
      assertFalse(Files.exists(file.getParent()), "the session folder outlived the session");
    }
  }
}

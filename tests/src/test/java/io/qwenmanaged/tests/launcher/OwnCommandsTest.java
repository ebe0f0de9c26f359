package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.model.KitVersion;
import io.qwenmanaged.tests.JarRunner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The launcher's own commands need no terminal (here every stream is a pipe), print their answer on
 * stdout and nothing on stderr, and never a secret.
 */
@Tag("jar")
class OwnCommandsTest {

  private static LauncherSite layout;

  @BeforeAll
  static void install() {
    layout = LauncherSite.shared();
  }

  @AfterAll
  static void uninstall() {
    layout.close();
  }

  @Test
  void versionPrintsTheKitVersion() {
    PipedLaunch.Result result = run("--version");

    assertEquals(0, result.exitCode());
    assertEquals("qwen-managed " + KitVersion.current() + "\n", result.stdout());
    assertEquals("", result.stderr());
  }

  @Test
  void helpPrintsTheUsageAndEveryExitCode() {
    for (String help : List.of("--help", "-h")) {
      PipedLaunch.Result result = run(help);

      assertEquals(0, result.exitCode());
      assertTrue(result.stdout().startsWith("Usage: qwen-managed"), result.stdout());
      for (int code : new int[] {0, 1, 2, 3, 4, 125, 126, 127}) {
        assertTrue(
            Pattern.compile("(?m)^ +" + code + "  \\S").matcher(result.stdout()).find(),
            "exit code " + code + " is not listed:\n" + result.stdout());
      }
      assertEquals("", result.stderr());
    }
  }

  @Test
  void policyShowsTheEffectivePolicyWithTheCredentialOnlyAsSet() {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    caller.put(LauncherSite.ALLOWED_CANARY, "allowed-value");
    PipedLaunch.Result result = PipedLaunch.run(layout, caller, "policy");

    assertEquals(0, result.exitCode(), result.stderr());
    String text = result.stdout();
    for (String line :
        List.of(
            "profile            mem0-write",
            "Qwen Code version  0.24.4 (pinned)",
            "node               " + layout.node(),
            "Qwen CLI           " + layout.qwenCli(),
            "workspace          " + layout.workspace(),
            "QWEN_HOME          " + layout.qwenHome(),
            "provider           mem0-platform-v3",
            "app id             " + LauncherSite.APP_ID,
            "provider URL       https://api.mem0.ai",
            "credential         MEM0_API_KEY <set>",
            "key to Qwen        only a session file's path, in QWEN_MANAGED_CREDENTIAL_FILE",
            "forced             QWEN_CODE_SAFE_MODE=0",
            "extra Qwen flags   (none)")) {
      assertTrue(text.lines().anyMatch(line::equals), () -> "missing: " + line + "\n" + text);
    }
    assertTrue(text.contains(LauncherSite.ALLOWED_CANARY), text);
    assertTrue(!text.contains("allowed-value"), "a variable's value was shown:\n" + text);
    assertEquals("", result.stderr());
    Outputs.assertClean(result.output());
  }

  @Test
  void policyJsonIsOneDocumentAndShowsAMissingCredentialAsMissing() throws IOException {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    caller.remove(LauncherSite.CREDENTIAL_ENV);
    PipedLaunch.Result result = PipedLaunch.run(layout, caller, "policy", "--json");

    assertEquals(0, result.exitCode(), result.stderr());
    JsonNode policy = new ObjectMapper().readTree(result.stdout());
    assertEquals("mem0-write", policy.path("profile").asText());
    assertEquals("<missing>", policy.at("/credential/status").asText());
    assertEquals("MEM0_API_KEY", policy.at("/credential/env").asText());
    assertEquals("QWEN_MANAGED_CREDENTIAL_FILE", policy.at("/credential/sessionFileEnv").asText());
    assertTrue(!policy.at("/environment/passed").toString().contains("MEM0_API_KEY"));
    assertEquals(layout.workspace().toString(), policy.at("/paths/workspace").asText());
    assertEquals(LauncherSite.APP_ID, policy.at("/provider/appId").asText());
    assertEquals("0", policy.at("/environment/forced/QWEN_CODE_SIMPLE").asText());
    assertTrue(policy.at("/environment/passed").toString().contains("\"HOME\""));
    assertEquals("", result.stderr());
  }

  @Test
  void policyOfAnInvalidLauncherJsonIsRefusedWithALine() {
    try (LauncherSite broken = LauncherSite.create()) {
      broken.replaceLauncherJson("{}".getBytes(StandardCharsets.UTF_8));
      PipedLaunch.Result result =
          PipedLaunch.run(broken, LaunchCommand.developerEnvironment(), "policy");

      assertEquals(3, result.exitCode());
      assertEquals("", result.stdout());
      assertTrue(result.stderr().startsWith("launcher.json:"), result.stderr());
    }
  }

  @Test
  void doctorProvesTheInstalledChainWithoutATerminalAndWithoutShowingTheCredential() {
    PipedLaunch.Result result = run("doctor");

    assertEquals(0, result.exitCode(), result.stdout() + result.stderr());
    List<String> lines = result.stdout().lines().toList();
    for (String check :
        List.of("install manifest", "file permissions", "mcp server", "confirmation hook")) {
      assertTrue(
          lines.stream().anyMatch(line -> line.startsWith("ok") && line.contains(check)),
          () -> "no ok line for " + check + ":\n" + result.stdout());
    }
    assertTrue(lines.stream().noneMatch(line -> line.startsWith("FAIL")), result.stdout());
    Outputs.assertClean(result.output());
  }

  @Test
  void doctorJsonOfABrokenInstallationExitsThreeWithEveryProblem() throws IOException {
    try (LauncherSite broken = LauncherSite.create()) {
      Files.writeString(broken.jar("hook"), "changed\n");
      PipedLaunch.Result result =
          PipedLaunch.run(broken, LaunchCommand.developerEnvironment(), "doctor", "--json");

      assertEquals(3, result.exitCode(), result.stdout());
      JsonNode report = new ObjectMapper().readTree(result.stdout());
      assertFalse(report.path("ok").asBoolean());
      assertTrue(report.toString().contains("hook.jar"), report.toString());
    }
  }

  @Test
  void commandsThatReadThePolicyNeedTheInstalledConfigurationProperty() {
    for (String command : List.of("doctor", "policy")) {
      JarRunner.Result result =
          JarRunner.run(
              layout.launcherJar(), List.of(command), new byte[0], JarRunner.DEFAULT_TIMEOUT);

      assertEquals(4, result.exitCode());
      assertEquals(0, result.stdout().length);
      assertTrue(
          new String(result.stderr(), StandardCharsets.UTF_8)
              .startsWith("qwen-managed: error: no launcher configuration"));
    }
  }

  private static PipedLaunch.Result run(String... arguments) {
    return PipedLaunch.run(layout, LaunchCommand.developerEnvironment(), arguments);
  }
}

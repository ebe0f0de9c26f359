package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code policy} and {@code doctor} of an installation with two repositories name the repository
 * that holds the working directory (from the process, never {@code PWD} or {@code user.dir}),
 * refuse elsewhere with exit 2, and {@code doctor --all} checks both from anywhere.
 */
@Tag("jar")
class RepositoryCommandsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static LauncherSite layout;

  @BeforeAll
  static void install() {
    layout = TwoRepositories.install();
  }

  @AfterAll
  static void uninstall() {
    layout.close();
  }

  private static PipedLaunch.Result runIn(Path directory, String... arguments) {
    return PipedLaunch.runIn(directory, layout, TwoRepositories.developerEnvironment(), arguments);
  }

  private static Path alpha() {
    return TwoRepositories.root(layout, "alpha");
  }

  private static Path beta() {
    return TwoRepositories.root(layout, "beta");
  }

  @Test
  void policyNamesTheRepositoryAndShowsItsFilesProviderAndCredential() throws IOException {
    PipedLaunch.Result text = runIn(beta().resolve("src/main/deep"), "policy");

    assertEquals(0, text.exitCode(), text.stderr());
    Path etc = layout.policyFolder();
    for (String line :
        List.of(
            "repository         beta (" + beta() + ")",
            "workspace          " + beta(),
            "system settings    " + etc.resolve("system-settings.beta.json"),
            "external context   " + etc.resolve("external-context.beta.json"),
            "app id             " + TwoRepositories.appId("beta"),
            "credential         MEM0_KEY_BETA <set>")) {
      assertTrue(
          text.stdout().lines().anyMatch(line::equals),
          () -> "missing: " + line + "\n" + text.stdout());
    }
    assertEquals("", text.stderr());

    PipedLaunch.Result json = runIn(TwoRepositories.link(layout), "policy", "--json");
    assertEquals(0, json.exitCode(), json.stderr());
    JsonNode policy = JSON.readTree(json.stdout());
    assertEquals("alpha", policy.at("/repository/name").asText());
    assertEquals(alpha().toString(), policy.at("/repository/path").asText());
    assertEquals(alpha().toString(), policy.at("/paths/workspace").asText());
    assertEquals(TwoRepositories.appId("alpha"), policy.at("/provider/appId").asText());
    assertEquals("MEM0_KEY_ALPHA", policy.at("/credential/env").asText());
    Outputs.assertClean(text.output() + json.output());
  }

  @Test
  void policyElsewhereIsRefusedWhateverPwdOrUserDirSay() {
    Map<String, String> lying = TwoRepositories.developerEnvironment();
    lying.put("PWD", alpha().toString());
    lying.put("_JAVA_OPTIONS", "-Duser.dir=" + alpha());
    PipedLaunch.Result result =
        PipedLaunch.runIn(TwoRepositories.sibling(layout), layout, lying, "policy");

    assertEquals(2, result.exitCode(), result.output());
    assertEquals("", result.stdout());
    assertTrue(result.stderr().endsWith(TwoRepositories.refusal(layout)), result.stderr());
  }

  @Test
  void doctorNamesTheRepositoryOnItsRepositoryLine() {
    PipedLaunch.Result result = runIn(alpha().resolve("src"), "doctor");

    assertEquals(0, result.exitCode(), result.output());
    List<String> lines = result.stdout().lines().toList();
    assertTrue(lines.contains("ok   repository: alpha (" + alpha() + ")"), result.stdout());
    assertTrue(lines.stream().noneMatch(line -> line.startsWith("FAIL")), result.stdout());
    assertTrue(
        lines.stream().anyMatch(line -> line.startsWith("ok   mcp server")), result.stdout());
    Outputs.assertClean(result.output());
  }

  @Test
  void doctorElsewhereRefusesWithTheListAndProvesNothing() {
    PipedLaunch.Result result = runIn(TwoRepositories.elsewhere(layout), "doctor");

    assertEquals(2, result.exitCode(), result.output());
    assertEquals(
        "ok   JVM options\n"
            + "ok   policy files\n"
            + "FAIL repository: not inside a managed repository (qwen-managed doctor --all checks"
            + " every one)\n"
            + "     launcher.json:/repositories: error: the current directory is in none of the"
            + " managed repositories; start qwen-managed inside one of them: "
            + TwoRepositories.listed(layout)
            + "\n",
        result.stdout());
    assertEquals("", result.stderr());
  }

  @Test
  void doctorAllChecksBothRepositoriesFromAnywhere() throws IOException {
    PipedLaunch.Result result = runIn(TwoRepositories.elsewhere(layout), "doctor", "--all");

    assertEquals(0, result.exitCode(), result.output());
    String text = result.stdout();
    assertTrue(text.startsWith("== repository alpha (" + alpha() + ")\n"), text);
    assertTrue(text.contains("\n\n== repository beta (" + beta() + ")\n"), text);
    assertTrue(text.contains("ok   repository: alpha (" + alpha() + ")\n"), text);
    assertTrue(text.contains("ok   repository: beta (" + beta() + ")\n"), text);
    assertEquals(2, text.lines().filter(line -> line.startsWith("ok   mcp server")).count(), text);
    assertFalse(text.contains("FAIL"), text);

    PipedLaunch.Result json = runIn(beta(), "doctor", "--all", "--json");
    assertEquals(0, json.exitCode(), json.output());
    JsonNode report = JSON.readTree(json.stdout());
    assertTrue(report.get("ok").booleanValue());
    assertEquals(2, report.get("repositories").size());
    assertEquals("alpha", report.at("/repositories/0/name").asText());
    assertEquals(beta().toString(), report.at("/repositories/1/path").asText());
    Outputs.assertClean(result.output() + json.output());
  }

  @Test
  void doctorAllFailsWhenOneRepositoryFails() {
    Map<String, String> caller = TwoRepositories.developerEnvironment();
    caller.remove(TwoRepositories.credentialEnv("beta"));
    PipedLaunch.Result result = PipedLaunch.runIn(alpha(), layout, caller, "doctor", "--all");

    assertEquals(4, result.exitCode(), result.output());
    String beta = result.stdout().substring(result.stdout().indexOf("== repository beta"));
    assertTrue(beta.contains("FAIL credential: 1 problem\n"), result.stdout());
    assertFalse(
        result
            .stdout()
            .substring(0, result.stdout().indexOf("== repository beta"))
            .contains("FAIL"),
        result.stdout());
  }
}

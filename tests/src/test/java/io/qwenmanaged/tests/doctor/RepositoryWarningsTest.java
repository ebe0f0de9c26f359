package io.qwenmanaged.tests.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.human;
import static io.qwenmanaged.launcher.doctor.DoctorReports.json;
import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorLine;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import io.qwenmanaged.policy.start.StartChecks;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What the repository adds to a session is reported as {@code warn} lines that name variables,
 * hooks and servers but never show a value or a command, and never change the outcome.
 */
@Tag("jar")
class RepositoryWarningsTest {

  private static final String VALUE = "canary-repository-value";

  private DoctorSite layout;

  @BeforeEach
  void healthyLayout() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(StandIns.mcpWrite(layout.base), StandIns.hookAsks(layout.base));
  }

  @AfterEach
  void removeLayout() {
    layout.close();
  }

  private DoctorReport doctor(Map<String, String> caller) {
    return Doctor.run(layout.context(caller), caller, DoctorScenario.PATIENT);
  }

  private DoctorReport doctor() {
    return doctor(layout.callerEnvironment());
  }

  private void repositoryFile(String relative, String text) {
    DoctorSite.write(layout.workspace.resolve(relative), text, false);
  }

  private static void assertNoValueShown(DoctorReport report) {
    for (String output : List.of(human(report), json(report))) {
      assertFalse(output.contains(VALUE), output);
      assertFalse(output.contains("canary-command"), output);
    }
  }

  @Test
  void envFilesAreListedByVariableNameNeverByValue() {
    repositoryFile(
        ".env",
        "# REPO_COMMENTED="
            + VALUE
            + "\nexport REPO_EXPORTED=\""
            + VALUE
            + "\"\nREPO_PLAIN="
            + VALUE
            + " # note\nREPO_MULTI=\"first\nHIDDEN_IN_VALUE="
            + VALUE
            + "\"\n");
    repositoryFile(".qwen/.env", "REPO_QWEN='" + VALUE + "'\n");
    DoctorReport report = doctor();
    assertEquals(
        "sets REPO_EXPORTED, REPO_PLAIN, REPO_MULTI for Qwen and every process it starts, unless"
            + " the launcher already sets them (values not shown) (Qwen reads .qwen/.env instead"
            + " while that file exists)",
        line(report, "repository .env").reason());
    assertTrue(line(report, "repository .qwen/.env").reason().startsWith("sets REPO_QWEN for"));
    assertEquals(DoctorLine.Status.WARN, line(report, "repository .env").status());
    assertEquals(List.of(), report.problems(), "warnings never count");
    assertNoValueShown(report);
  }

  @Test
  void loaderSwitchesInTheRepositoryGetTheirOwnWarnings() {
    repositoryFile(".env", "LD_SHOW_AUXV=" + VALUE + "\n");
    repositoryFile(".qwen/.env", "LD_TRACE_LOADED_OBJECTS=1\n");
    DoctorReport report = doctor();
    assertTrue(
        line(report, "repository .env: LD_SHOW_AUXV")
            .reason()
            .startsWith("the kit's hook blocks every memory write"));
    assertTrue(
        line(report, "repository .qwen/.env: LD_TRACE_LOADED_OBJECTS")
            .reason()
            .startsWith("the kit's MCP server cannot start"));
    assertEquals(List.of(), report.problems());
    assertNoValueShown(report);
  }

  @Test
  void settingsHooksAreReportedAsIgnoredWhileServersAndEnvAreNamedWithoutValues() {
    repositoryFile(
        ".qwen/settings.json",
        "// the repository's settings\n{\n"
            + "\"hooks\": {\"PermissionRequest\": [{\"hooks\": [{\"type\": \"command\","
            + " \"command\": \"canary-command-1\"}]}], \"Stop\": []},\n"
            + "\"mcpServers\": {\"repo-tools\": {\"command\": \"canary-command-2\"},"
            + " \"evil\\u001b[31m\": {\"command\": \"canary-command-3\"}},\n"
            + "\"env\": {\"REPO_ENV\": \""
            + VALUE
            + "\", \"LD_SHOW_AUXV\": \"1\"}\n}\n");
    DoctorReport report = doctor();
    assertEquals(DoctorLine.Status.OK, line(report, StartChecks.REPOSITORY_CONFIG).status());
    List<String> ignored =
        report.lines().stream()
            .filter(l -> l.check().equals(StartChecks.REPOSITORY_CONFIG + " ignored"))
            .map(DoctorLine::reason)
            .toList();
    assertTrue(
        ignored.get(0).contains(":/hooks/PermissionRequest: Qwen ignores hooks.PermissionRequest"),
        ignored.get(0));
    assertTrue(
        ignored
            .get(0)
            .endsWith("the kit's MCP server refuses every memory write while it is there"),
        ignored.get(0));
    assertEquals(
        "adds MCP servers repo-tools, evil?[31m: once approved they start with Qwen's"
            + " environment, which names the session's Mem0 credential file, and as you, who may"
            + " read it",
        line(report, "repository .qwen/settings.json mcpServers").reason());
    assertTrue(
        line(report, "repository .qwen/settings.json env")
            .reason()
            .startsWith("sets REPO_ENV, LD_SHOW_AUXV for Qwen"));
    line(report, "repository .qwen/settings.json env: LD_SHOW_AUXV");
    assertFalse(human(report).contains("\u001b"), "no escape sequence reaches the terminal");
    assertFalse(human(report).contains("canary-command"), "no command is shown");
    assertEquals(List.of(), report.problems());
    assertNoValueShown(report);
  }

  @Test
  void unreadableSettingsAreSaidToBeUnknown() {
    repositoryFile(".qwen/settings.json", "{\"env\": {\"A\": \"" + VALUE + "\"");
    DoctorReport report = doctor();
    assertEquals(
        "is not a JSON object; doctor cannot tell what it adds",
        line(report, "repository .qwen/settings.json").reason());
    assertNoValueShown(report);
  }

  @Test
  void aRepositoryThatAddsNothingHasOnlyTheLineThatQwenDoesNotLoadItsEnvFile() {
    repositoryFile(".env", "# only a comment\n");
    repositoryFile(".qwen/settings.json", "{\"ui\": {\"hideTips\": true}}");
    DoctorReport report = doctor();
    assertEquals(
        List.of(
            StartChecks.REPOSITORY_CONFIG
                + " ignored: "
                + layout.workspace.resolve(".env")
                + ": Qwen does not load it"),
        report.lines().stream()
            .filter(line -> line.status() == DoctorLine.Status.WARN)
            .map(line -> line.check() + ": " + line.reason())
            .toList(),
        () -> human(report));
  }

  @Test
  void warningsAreShownAlsoWhenTheCredentialIsMissing() {
    repositoryFile(".env", "REPO_VAR=" + VALUE + "\n");
    Map<String, String> caller = layout.callerEnvironment();
    caller.remove("MEM0_API_KEY");
    DoctorReport report = doctor(caller);
    assertEquals(DoctorLine.Status.FAIL, line(report, StartChecks.CREDENTIAL).status());
    assertTrue(line(report, "repository .env").reason().startsWith("sets REPO_VAR for"));
    assertNoValueShown(report);
  }

  @Test
  void aDirectoryNamedLikeAnEnvFileIsNotReported() {
    DoctorSite.write(layout.workspace.resolve(".env").resolve("inner"), "A=1\n", false);
    DoctorReport report = doctor();
    assertTrue(
        report.lines().stream()
            .noneMatch(
                line ->
                    line.check().startsWith("repository ")
                        && line.status() == DoctorLine.Status.WARN),
        () -> human(report));
    assertTrue(Path.of(layout.workspace.toString(), ".env").toFile().isDirectory());
  }
}

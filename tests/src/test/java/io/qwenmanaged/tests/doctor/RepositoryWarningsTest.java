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
 * What the repository's own Qwen configuration holds that the managed Qwen ignores is reported as
 * {@code warn} lines that name the file and the setting but never show a value or a command, and
 * never change the outcome.
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

  /** The reasons of the lines saying what the managed Qwen ignores of the repository. */
  private static List<String> ignored(DoctorReport report) {
    return report.lines().stream()
        .filter(l -> l.check().equals(StartChecks.REPOSITORY_CONFIG + " ignored"))
        .map(DoctorLine::reason)
        .toList();
  }

  @Test
  void envFilesAreSaidNotToBeLoadedWithoutANameOrAValue() {
    repositoryFile(".env", "export REPO_EXPORTED=\"" + VALUE + "\"\nLD_SHOW_AUXV=" + VALUE + "\n");
    repositoryFile(".qwen/.env", "REPO_QWEN='" + VALUE + "'\n");
    DoctorReport report = doctor();
    assertEquals(
        List.of(
            layout.workspace.resolve(".env") + ": Qwen does not load it",
            layout.workspace.resolve(".qwen/.env") + ": Qwen does not load it"),
        ignored(report));
    assertFalse(human(report).contains("REPO_EXPORTED"), human(report));
    assertEquals(List.of(), report.problems(), "warnings never count");
    assertNoValueShown(report);
  }

  @Test
  void settingsHooksServersAndEnvAreReportedAsIgnoredWithoutValues() {
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
    List<String> ignored = ignored(report);
    assertTrue(
        ignored.get(0).contains(":/hooks/PermissionRequest: Qwen ignores hooks.PermissionRequest"),
        ignored.get(0));
    assertTrue(
        ignored
            .get(0)
            .endsWith("the kit's MCP server refuses every memory write while it is there"),
        ignored.get(0));
    assertTrue(
        ignored.stream().anyMatch(l -> l.contains(":/mcpServers: Qwen ignores")),
        ignored.toString());
    assertTrue(
        ignored.stream().anyMatch(l -> l.contains(":/env: Qwen ignores")), ignored.toString());
    assertFalse(human(report).contains("\u001b"), "no escape sequence reaches the terminal");
    assertFalse(human(report).contains("canary-command"), "no command is shown");
    assertEquals(List.of(), report.problems());
    assertNoValueShown(report);
  }

  @Test
  void unreadableSettingsAreSaidToBeUnreadable() {
    repositoryFile(".qwen/settings.json", "{\"env\": {\"A\": \"" + VALUE + "\"");
    DoctorReport report = doctor();
    assertEquals(1, ignored(report).size(), () -> human(report));
    assertTrue(
        ignored(report).get(0).startsWith(layout.workspace.resolve(".qwen/settings.json") + ":"),
        () -> human(report));
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
    assertEquals(
        List.of(layout.workspace.resolve(".env") + ": Qwen does not load it"), ignored(report));
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

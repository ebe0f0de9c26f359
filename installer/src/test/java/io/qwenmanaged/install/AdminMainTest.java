package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.install.exit.AdminExit;
import io.qwenmanaged.install.testing.Run;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class AdminMainTest {

  @ParameterizedTest
  @ValueSource(strings = {"--help", "generate --help", "verify --help", "help verify"})
  void helpListsEveryExitCodeOnStdout(String arguments) {
    Run run = Admin.run(arguments.split(" "));

    assertEquals(0, run.exit());
    assertEquals("", run.stderr());
    assertTrue(run.stdout().contains("Exit codes:"), run.stdout());
    for (AdminExit exit : AdminExit.values()) {
      assertTrue(run.stdout().contains(String.format("%3d   ", exit.code())), run.stdout());
    }
  }

  @Test
  void exitCodeTableIsStable() {
    assertEquals(0, AdminExit.OK.code());
    assertEquals(1, AdminExit.INTERNAL.code());
    assertEquals(2, AdminExit.USAGE.code());
    assertEquals(3, AdminExit.POLICY.code());
    assertEquals(4, AdminExit.IO.code());
  }

  @Test
  void rootHelpNamesBothCommands() {
    String help = Admin.run("--help").stdout();

    assertTrue(help.contains("\n  generate  "), help);
    assertTrue(help.contains("\n  verify    "), help);
  }

  @Test
  void noCommandIsAUsageError() {
    Run run = Admin.run();

    assertEquals(2, run.exit());
    assertEquals("", run.stdout());
    assertEquals(
        "qwen-managed-admin: a command is required\n"
            + "Try 'qwen-managed-admin --help' for the options and exit codes.\n",
        run.stderr());
  }

  @Test
  void unknownOptionIsAUsageErrorWithoutStackTrace() {
    Run run = Admin.run("generate", "--plan", "p", "--out", "o", "--force");

    assertEquals(2, run.exit());
    assertEquals(
        "qwen-managed-admin generate: unknown option '--force'\n"
            + "Try 'qwen-managed-admin generate --help' for the options and exit codes.\n",
        run.stderr());
  }

  @Test
  void missingRequiredOptionIsAUsageErrorAndJsonWhenAsked() {
    Run run = Admin.run("generate", "--plan", "plan.json", "--json");

    assertEquals(2, run.exit());
    assertEquals("", run.stderr());
    assertEquals("usage-error", run.json().get("result").textValue());
    assertEquals("generate", run.json().get("command").textValue());
    assertEquals(2, run.json().get("exitCode").intValue());
    assertTrue(run.json().get("summary").textValue().contains("--out"));
  }

  @Test
  void unknownCommandIsAUsageErrorNamingTheCommandThatStartsIt() {
    Run run = Admin.run("install-everything");

    assertEquals(2, run.exit());
    assertTrue(
        run.stderr()
            .startsWith(
                "qwen-managed-admin: unknown command 'install-everything'; did you mean"
                    + " 'install'?\n"),
        run.stderr());
  }

  @Test
  void aMistypedCommandSuggestsTheNearestOne() {
    Run run = Admin.run("rolback", "--to", "previous", "--json");

    assertEquals(2, run.exit());
    assertEquals("usage-error", run.json().path("result").asText());
    assertEquals(
        "unknown command 'rolback'; did you mean 'rollback'?", run.json().path("summary").asText());
  }

  @Test
  void aCommandFarFromEveryOneIsNamedWithoutASuggestion() {
    Run run = Admin.run("deploy");

    assertEquals(2, run.exit());
    assertTrue(
        run.stderr().startsWith("qwen-managed-admin: unknown command 'deploy'\n"), run.stderr());
  }

  @Test
  void aMistypedOptionSuggestsTheNearestOptionOfThatCommand() {
    Run run = Admin.run("install", "--plna", "plan.json");

    assertEquals(2, run.exit());
    assertTrue(
        run.stderr()
            .startsWith(
                "qwen-managed-admin install: unknown option '--plna'; did you mean '--plan'?\n"),
        run.stderr());
  }

  @Test
  void aMistypedOptionWithAnAttachedValueIsNamedWithoutTheValue() {
    Run run = Admin.run("uninstall", "--dryrun=yes");

    assertEquals(2, run.exit());
    assertTrue(
        run.stderr()
            .startsWith(
                "qwen-managed-admin uninstall: unknown option '--dryrun'; did you mean"
                    + " '--dry-run'?\n"),
        run.stderr());
  }

  @Test
  void repeatedOptionIsAUsageError() {
    Run run = Admin.run("generate", "--plan", "a", "--plan", "b", "--out", "o");

    assertEquals(2, run.exit());
    assertTrue(run.stderr().contains("should be specified only once"), run.stderr());
  }

  @Test
  void versionIsTheKitVersion() {
    Run run = Admin.run("--version");

    assertEquals(0, run.exit());
    assertTrue(run.stdout().matches("qwen-managed-admin \\S+\n"), run.stdout());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"generate --plan  --out o", "generate --plan p --out ", "verify --config-dir "})
  void emptyPathsAreUsageErrorsNotTheCurrentDirectory(String arguments) {
    Run run = Admin.run(arguments.split(" ", -1));

    assertEquals(2, run.exit());
    assertTrue(run.stderr().contains("must not be empty"), run.stderr());
  }

  @Test
  void controlCharactersInAPathNeverReachTheTerminal() {
    Run run = Admin.run("generate", "--plan", "/nowhere/\u001b[31mred\u0007", "--out", "o");

    assertEquals(4, run.exit());
    assertTrue(
        run.stderr().startsWith("/nowhere/\\x1b[31mred\\x07: error: does not exist\n"),
        run.stderr());
  }
}

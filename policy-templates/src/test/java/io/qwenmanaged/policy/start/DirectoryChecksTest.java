package io.qwenmanaged.policy.start;

import static io.qwenmanaged.policy.start.Layouts.WORKSPACE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The workspace, QWEN_HOME and QWEN_RUNTIME_DIR. */
@Tag("unit")
class DirectoryChecksTest {

  private static final String HOME = "/home/alice/.qwen-managed";
  private static final String RUNTIME = HOME + "/runtime";

  private static StartReport run(FakeFileFacts fs) {
    return StartChecks.run(Layouts.posixContext(Map.of("MEM0_API_KEY", "k")), fs);
  }

  private static FakeFileFacts installed() {
    return Layouts.posix(Layouts.SYSTEM, "root");
  }

  @Test
  void aMissingWorkspaceIsAnEnvironmentProblem() {
    StartReport report = run(installed().delete(WORKSPACE));
    assertTrue(report.ready().isEmpty());
    assertEquals(
        List.of(Diagnostic.io(WORKSPACE, DirectoryCheck.WORKSPACE_MISSING)), report.problems());
  }

  @Test
  void aWorkspaceThatIsAFileIsAnEnvironmentProblem() {
    StartReport report = run(installed().delete(WORKSPACE).file(WORKSPACE, "x"));
    assertEquals(
        List.of(Diagnostic.io(WORKSPACE, DirectoryCheck.WORKSPACE_NOT_DIRECTORY)),
        report.problems());
  }

  @Test
  void aMissingListedRepositoryIsNamedByItsEntryInLauncherJson() {
    FakeFileFacts fs =
        Layouts.posix(
            Layouts.SYSTEM, "root", plan -> Layouts.plan("posix-repositories-2-mem0-write"));
    StartReport report =
        StartChecks.run(
            Layouts.posixContext(Map.of()).withRepository(new RepositoryChoice.Listed(1)), fs);
    CheckOutcome workspace =
        report.checks().stream()
            .filter(check -> check.name().equals(StartChecks.WORKSPACE))
            .findFirst()
            .orElseThrow();
    assertEquals(
        List.of(
            Diagnostic.io(
                "/srv/repositories/payments-old",
                "does not exist (launcher.json's /repositories/1/workspace)")),
        workspace.problems());
    assertEquals(
        List.of(),
        StartChecks.run(Layouts.posixContext(Map.of()), fs).checks().stream()
            .filter(check -> check.name().equals(StartChecks.WORKSPACE))
            .findFirst()
            .orElseThrow()
            .problems());
  }

  @Test
  void missingQwenDirectoriesAreListedForTheLauncherAndNothingIsCreated() throws IOException {
    FakeFileFacts fs = installed();
    ReadyStart ready = run(fs).ready().orElseThrow();
    assertEquals(List.of(Path.of(HOME), Path.of(RUNTIME)), ready.directoriesToCreate());
    assertFalse(fs.entry(HOME).isPresent());
  }

  @Test
  void anExistingPrivateQwenHomeOfTheDeveloperIsKept() {
    FakeFileFacts fs = installed().directory(HOME).owner(HOME, "alice").mode(HOME, 0700);
    ReadyStart ready = run(fs).ready().orElseThrow();
    assertEquals(List.of(Path.of(RUNTIME)), ready.directoriesToCreate());
  }

  @Test
  void aQwenHomeOfAnotherUserOrWritableByOthersIsRefused() {
    FakeFileFacts fs = installed().directory(HOME).owner(HOME, "bob").mode(HOME, 0770);
    StartReport report = run(fs);
    assertTrue(report.ready().isEmpty());
    assertEquals(
        List.of(
            Diagnostic.policy(
                HOME, "", "is owned by bob; it must be owned by alice (the developer)"),
            Diagnostic.policy(
                HOME,
                "",
                "can be written by its group (mode 0770); only its owner may write to it")),
        report.problems());
  }

  @Test
  void aRootOwnedQwenRuntimeDirIsRefusedToo() {
    FakeFileFacts fs = installed().directory(RUNTIME).owner(HOME, "alice");
    assertEquals(
        List.of(
            Diagnostic.policy(
                RUNTIME, "", "is owned by root; it must be owned by alice (the developer)")),
        run(fs).problems());
  }

  @Test
  void aQwenHomeThatIsAFileIsRefused() {
    FakeFileFacts fs = installed().file(HOME, "x").owner(HOME, "alice");
    StartReport report = run(fs);
    assertEquals(
        List.of(Diagnostic.policy(HOME, "", "is not a directory (QWEN_HOME)")),
        StartChecksTest.outcome(report, StartChecks.QWEN_DIRECTORIES).problems());
  }
}

package io.qwenmanaged.policy.start;

import static io.qwenmanaged.policy.start.Layouts.HOOK_JAR;
import static io.qwenmanaged.policy.start.Layouts.JAVA;
import static io.qwenmanaged.policy.start.Layouts.MANIFEST;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Ownership and permissions on POSIX: every pinned file, runtime and directory up to {@code /},
 * along written and resolved paths, owned as the install scope says and writable only by its owner.
 */
@Tag("unit")
class PermissionChecksTest {

  private static final String ROOT_ONLY = "root (a system install)";

  private static StartReport run(FakeFileFacts fs) {
    return StartChecks.run(Layouts.posixContext(Map.of("MEM0_API_KEY", "k")), fs);
  }

  private static List<Diagnostic> permissionProblems(FakeFileFacts fs) {
    StartReport report = run(fs);
    assertEquals(report.problems().isEmpty(), report.ready().isPresent());
    return StartChecksTest.outcome(report, StartChecks.PERMISSIONS).problems();
  }

  private static Diagnostic writable(String path, String who, String mode) {
    return Diagnostic.policy(path, "", String.format(AccessRule.POSIX_WRITABLE, who, mode));
  }

  private static Diagnostic owned(String path, String owner, String required) {
    return Diagnostic.policy(path, "", String.format(AccessRule.OWNER, owner, required));
  }

  @Test
  void aGroupWritablePinnedFileIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").mode(HOOK_JAR, 0664);
    assertEquals(List.of(writable(HOOK_JAR, "its group", "0664")), permissionProblems(fs));
  }

  @Test
  void aWorldWritableManifestIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").mode(MANIFEST, 0646);
    assertEquals(List.of(writable(MANIFEST, "others", "0646")), permissionProblems(fs));
  }

  @Test
  void anInsecureDirectoryIsReportedOnceForEveryFileBelowIt() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").mode("/etc/qwen-managed", 0777);
    assertEquals(
        List.of(writable("/etc/qwen-managed", "its group and others", "0777")),
        permissionProblems(fs));
  }

  @Test
  void aStickyWorldWritableAncestorLikeTmpIsRefusedToo() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").mode("/opt", 01777);
    assertEquals(List.of(writable("/opt", "its group and others", "1777")), permissionProblems(fs));
  }

  @Test
  void theRootDirectoryIsJudgedLikeEveryOther() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").owner("/", "alice");
    assertEquals(List.of(owned("/", "alice", ROOT_ONLY)), permissionProblems(fs));
  }

  @Test
  void aSystemInstallRefusesAFileOwnedByAnotherUser() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").owner(HOOK_JAR, "alice");
    assertEquals(List.of(owned(HOOK_JAR, "alice", ROOT_ONLY)), permissionProblems(fs));
  }

  @Test
  void aUserInstallAcceptsTheInstallingUserAndRootButNoOneElse() {
    FakeFileFacts fs = Layouts.posix(Layouts.USER_ALICE, "alice");
    assertEquals(List.of(), permissionProblems(fs));
    fs.owner(HOOK_JAR, "bob");
    assertEquals(
        List.of(owned(HOOK_JAR, "bob", "root or alice (a user install by alice)")),
        permissionProblems(fs));
  }

  @Test
  void aRuntimeReachedThroughSymbolicLinksIsJudgedAlongEveryLinkAndItsTarget() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").delete(JAVA);
    fs.link(JAVA, "/etc/alternatives/java")
        .link("/etc/alternatives/java", "../../usr/lib/jvm/jdk-17/bin/java")
        .program("/usr/lib/jvm/jdk-17/bin/java");
    assertEquals(List.of(), permissionProblems(fs));
    fs.mode("/etc/alternatives", 0775).owner("/usr/lib/jvm/jdk-17/bin/java", "alice");
    assertEquals(
        List.of(
            writable("/etc/alternatives", "its group", "0775"),
            owned("/usr/lib/jvm/jdk-17/bin/java", "alice", ROOT_ONLY)),
        permissionProblems(fs));
  }

  @Test
  void bashFoundThroughASymlinkedDirectoryIsJudgedAtItsRealPlace() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").delete("/usr/bin/bash");
    fs.program("/usr/local/real/bash").link("/usr/bin/bash", "/usr/local/real/bash");
    fs.mode("/usr/local/real", 0770);
    assertEquals(List.of(writable("/usr/local/real", "its group", "0770")), permissionProblems(fs));
  }

  @Test
  void aBashPlantedEarlierInThePinnedPathIsJudgedInsteadOfTheSystemOne() {
    FakeFileFacts fs =
        Layouts.posix(Layouts.SYSTEM, "root")
            .program("/opt/qwen-managed/node/bin/bash")
            .owner("/opt/qwen-managed/node/bin/bash", "alice");
    assertEquals(
        List.of(owned("/opt/qwen-managed/node/bin/bash", "alice", ROOT_ONLY)),
        permissionProblems(fs));
  }

  @Test
  void theQwenPackageJsonIsJudgedLikeTheOtherRuntimeFiles() {
    String packageJson = Layouts.QWEN + "/package.json";
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").mode(packageJson, 0666);
    assertEquals(
        List.of(writable(packageJson, "its group and others", "0666")), permissionProblems(fs));
  }

  @Test
  void aKitFileThatIsASymbolicLinkIsLeftToTheManifestCheck() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    fs.file("/srv/elsewhere/hook.jar", fs.content(HOOK_JAR))
        .owner("/srv/elsewhere/hook.jar", "alice")
        .link(HOOK_JAR, "/srv/elsewhere/hook.jar");
    StartReport report = run(fs);
    assertEquals(List.of(), StartChecksTest.outcome(report, StartChecks.PERMISSIONS).problems());
    assertEquals(1, report.problems().size(), report.problems().toString());
  }

  @Test
  void aDirectoryThatCannotBeExaminedIsAnIoProblem() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").unexaminable("/opt/qwen-managed/lib");
    List<Diagnostic> problems = permissionProblems(fs);
    assertTrue(
        problems.contains(
            Diagnostic.io(
                "/opt/qwen-managed/lib/mcp-server.jar", "cannot be examined: permission denied")),
        problems.toString());
    assertTrue(
        problems.stream().allMatch(d -> d.kind() == Diagnostic.Kind.IO), problems.toString());
  }

  @Test
  void aLinkLoopOnARuntimeIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").delete(JAVA);
    fs.link(JAVA, "java2").link("/opt/qwen-managed/jre/bin/java2", "java");
    StartReport report = run(fs);
    assertEquals(
        List.of(Diagnostic.policy(JAVA, "", Executables.LOOP)),
        StartChecksTest.outcome(report, StartChecks.PERMISSIONS).problems());
    assertEquals(
        List.of(
            Diagnostic.policy(JAVA, "", Executables.LOOP + " (launcher.json's /runtimes/java)")),
        StartChecksTest.outcome(report, StartChecks.RUNTIMES).problems());
  }
}

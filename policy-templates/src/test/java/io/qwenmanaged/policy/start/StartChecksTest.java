package io.qwenmanaged.policy.start;

import static io.qwenmanaged.policy.start.Layouts.LAUNCHER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.generate.GenerationResult;
import io.qwenmanaged.policy.generate.PolicyGenerator;
import io.qwenmanaged.policy.manifest.InstallManifest;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.qwenconfig.Ignored;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The start checks as a whole: a sound installation is ready; what stops them early; the order. */
@Tag("unit")
class StartChecksTest {

  private static final Map<String, String> KEY = Map.of("MEM0_API_KEY", "k-123");

  private static StartReport run(FakeFileFacts fs, Map<String, String> environment) {
    return StartChecks.run(Layouts.posixContext(environment), fs);
  }

  @Test
  void anInstalledLayoutWithTheCredentialSetIsReady() {
    StartReport report = run(Layouts.posix(Layouts.SYSTEM, "root"), KEY);
    assertEquals(List.of(), report.problems());
    assertEquals(
        List.of(
            StartChecks.JVM_OPTIONS,
            StartChecks.POLICY,
            StartChecks.REPOSITORY,
            StartChecks.MANIFEST,
            StartChecks.RUNTIMES,
            StartChecks.SHELL,
            StartChecks.PERMISSIONS,
            StartChecks.WORKSPACE,
            StartChecks.REPOSITORY_CONFIG,
            StartChecks.QWEN_DIRECTORIES,
            StartChecks.CREDENTIAL,
            StartChecks.MODEL_ENDPOINT),
        report.checks().stream().map(CheckOutcome::name).toList());
    ReadyStart ready = report.ready().orElseThrow();
    assertEquals(Path.of("/home/alice/.qwen-managed"), ready.qwenHome());
    assertEquals(Path.of("/home/alice/.qwen-managed/runtime"), ready.qwenRuntimeDir());
    assertEquals(List.of(ready.qwenHome(), ready.qwenRuntimeDir()), ready.directoriesToCreate());
    assertEquals("k-123", ready.credential().reveal());
    assertEquals(Layouts.SYSTEM, ready.installation().install().orElseThrow());
    assertFalse(ready.toString().contains("k-123"), ready.toString());
  }

  @Test
  void aRepositoryWhoseOwnHookQwenIgnoresIsReadyAndTheReportNamesTheHook(@TempDir Path repo)
      throws IOException {
    Files.createDirectories(repo.resolve(".qwen"));
    Files.writeString(
        repo.resolve(".qwen/settings.json"),
        "{\"hooks\":{\"PostToolUse\":[{\"hooks\":[{\"type\":\"command\",\"command\":\"fmt\"}]}]}}");
    String root = repo.toString();
    FakeFileFacts fs =
        Layouts.posix(
            Layouts.SYSTEM, "root", plan -> plan.replace("/srv/repositories/payments", root));
    fs.directory(root);
    StartReport report = run(fs, KEY);
    assertEquals(List.of(), report.problems());
    assertTrue(report.ready().isPresent());
    assertEquals(
        List.of("/hooks/PostToolUse"),
        report.repositoryIgnored().stream().map(Ignored::location).toList());
  }

  @Test
  void aLauncherJsonThatWasGeneratedButNeverInstalledIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    String plan = Layouts.plan("posix-mem0-write");
    GenerationResult result = PolicyGenerator.generate(plan.getBytes(), "plan.json");
    byte[] generated =
        assertInstanceOf(GenerationResult.Generated.class, result).files().stream()
            .filter(f -> f.name().equals(KitFiles.LAUNCHER))
            .findFirst()
            .orElseThrow()
            .bytes();
    fs.file(LAUNCHER, generated);
    StartReport report = run(fs, KEY);
    assertTrue(report.ready().isEmpty());
    CheckOutcome manifest = outcome(report, StartChecks.MANIFEST);
    assertEquals(
        List.of(
            Diagnostic.policy(
                KitFiles.LAUNCHER,
                "/install",
                "is missing: this launcher.json was generated but never installed;"
                    + " install it with qwen-managed-admin install")),
        manifest.problems());
    assertTrue(
        report.checks().stream().noneMatch(c -> c.name().equals(StartChecks.PERMISSIONS)),
        "ownership cannot be judged without an install scope");
  }

  @Test
  void aMissingLauncherJsonIsAPolicyProblemAndStopsTheChecks() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").delete(LAUNCHER);
    StartReport report = run(fs, KEY);
    assertEquals(
        List.of(Diagnostic.policy(KitFiles.LAUNCHER, "", RegularFile.MISSING)), report.problems());
    assertEquals(2, report.checks().size());
  }

  @Test
  void aLauncherJsonThatIsASymbolicLinkIsRefused() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root");
    fs.file("/etc/qwen-managed/real-launcher.json", fs.content(LAUNCHER));
    fs.link(LAUNCHER, "real-launcher.json");
    assertEquals(
        List.of(Diagnostic.policy(KitFiles.LAUNCHER, "", RegularFile.SYMLINK)),
        run(fs, KEY).problems());
  }

  @Test
  void aLauncherJsonThatCannotBeReadIsAnIoProblem() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").unreadable(LAUNCHER);
    assertEquals(
        List.of(Diagnostic.io(KitFiles.LAUNCHER, "cannot be read: permission denied")),
        run(fs, KEY).problems());
  }

  @Test
  void aLauncherJsonThatIsNotJsonIsReportedAloneWithoutNoiseAboutTheOtherFiles() {
    FakeFileFacts fs =
        Layouts.posix(Layouts.SYSTEM, "root").file(LAUNCHER, "{\"launcherVersion\":");
    List<Diagnostic> problems = run(fs, KEY).problems();
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(KitFiles.LAUNCHER, problems.get(0).file());
    assertTrue(problems.get(0).message().startsWith("not valid JSON"), problems.toString());
  }

  @Test
  void aLauncherConfigPathThatIsNotAbsoluteIsRefused() {
    StartReport report =
        StartChecks.run(
            new StartContext(Path.of("launcher.json"), KEY, "alice", Path.of("/home/alice")),
            Layouts.posix(Layouts.SYSTEM, "root"));
    assertEquals(
        List.of(Diagnostic.policy(KitFiles.LAUNCHER, "", PolicyCheck.RELATIVE)), report.problems());
  }

  @Test
  void aPinnedPolicyFileEditedAfterInstallIsInvalidAndChanged() {
    FakeFileFacts fs =
        Layouts.posix(Layouts.SYSTEM, "root").file(Layouts.SYSTEM_DEFAULTS, "{\"$version\": 3}\n");
    StartReport report = run(fs, KEY);
    assertTrue(report.ready().isEmpty());
    assertEquals(
        List.of(Diagnostic.policy(KitFiles.SYSTEM_DEFAULTS, "/$version", "must be 4")),
        outcome(report, StartChecks.POLICY).problems());
    assertEquals(
        List.of(Diagnostic.policy(Layouts.SYSTEM_DEFAULTS, "", ManifestChecksTest.CHANGED)),
        outcome(report, StartChecks.MANIFEST).problems());
  }

  @Test
  void aMissingPinnedPolicyFileIsReportedOnceAsAPolicyProblem() {
    FakeFileFacts fs = Layouts.posix(Layouts.SYSTEM, "root").delete(Layouts.SYSTEM_DEFAULTS);
    assertEquals(
        List.of(Diagnostic.policy(KitFiles.SYSTEM_DEFAULTS, "", RegularFile.MISSING)),
        run(fs, KEY).problems());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "_JAVA_OPTIONS",
        "JAVA_TOOL_OPTIONS",
        "JDK_JAVA_OPTIONS",
        "CLASSPATH",
        "jdk_java_options"
      })
  void aJvmOptionVariableInTheLaunchersEnvironmentIsRefusedByName(String name) {
    StartReport report =
        run(
            Layouts.posix(Layouts.SYSTEM, "root"),
            Map.of("MEM0_API_KEY", "k-123", name, "-Dqwen.managed.config=/tmp/evil.json"));
    assertTrue(report.ready().isEmpty());
    assertEquals(List.of(Diagnostic.io("$" + name, JvmOptionsCheck.SET)), report.problems());
    assertFalse(report.problems().get(0).render().contains("evil"));
  }

  @Test
  void aMissingOrEmptyCredentialVariableIsAnIoProblemThatNeverShowsAValue() {
    for (Map<String, String> environment :
        List.of(Map.<String, String>of(), Map.of("MEM0_API_KEY", ""))) {
      StartReport report = run(Layouts.posix(Layouts.SYSTEM, "root"), environment);
      assertTrue(report.ready().isEmpty());
      assertEquals(
          List.of(Diagnostic.io("$MEM0_API_KEY", StartChecks.CREDENTIAL_MISSING)),
          report.problems());
    }
  }

  @Test
  void theManifestNameIsTheOneLauncherJsonPins() {
    assertEquals(KitFiles.INSTALL_MANIFEST, InstallManifest.FILE_NAME);
  }

  static CheckOutcome outcome(StartReport report, String name) {
    return report.checks().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
  }
}

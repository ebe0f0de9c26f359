package io.qwenmanaged.policy.start;

import static io.qwenmanaged.policy.start.Layouts.JAVA;
import static io.qwenmanaged.policy.start.Layouts.NODE;
import static io.qwenmanaged.policy.start.Layouts.QWEN;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.files.FakeFileFacts;
import io.qwenmanaged.policy.files.RegularFile;
import io.qwenmanaged.policy.model.KitFiles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The pinned runtimes, the Qwen package's version and bash on the pinned PATH. */
@Tag("unit")
class RuntimeChecksTest {

  private static final String PACKAGE_JSON = QWEN + "/package.json";

  private static List<Diagnostic> problems(FakeFileFacts fs, String check) {
    StartReport report = StartChecks.run(Layouts.posixContext(Map.of("MEM0_API_KEY", "k")), fs);
    assertEquals(report.problems().isEmpty(), report.ready().isPresent());
    return StartChecksTest.outcome(report, check).problems();
  }

  private static FakeFileFacts installed() {
    return Layouts.posix(Layouts.SYSTEM, "root");
  }

  @Test
  void anotherQwenVersionIsRefusedNamingBoth() {
    FakeFileFacts fs = installed().file(PACKAGE_JSON, "{\"name\":\"q\",\"version\":\"0.24.2\"}");
    List<Diagnostic> problems = problems(fs, StartChecks.RUNTIMES);
    assertEquals(
        List.of(
            Diagnostic.policy(
                PACKAGE_JSON, "/version", "Qwen Code 0.24.2 is installed; the policy pins 0.24.4")),
        problems);
    assertEquals(
        "/opt/qwen-managed/qwen-code/node_modules/@qwen-code/qwen-code/package.json:/version:"
            + " error: Qwen Code 0.24.2 is installed; the policy pins 0.24.4",
        problems.get(0).render());
  }

  @Test
  void aPackageVersionThatIsNotAPlainVersionIsNeverEchoed() {
    for (String version :
        List.of("\"0.24.4\\u001b[2J\"", "42", "\"\"", "\"0.24.4 ; rm -rf /\"", "null")) {
      FakeFileFacts fs = installed().file(PACKAGE_JSON, "{\"version\":" + version + "}");
      assertEquals(
          List.of(
              Diagnostic.policy(
                  PACKAGE_JSON, "/version", "names no valid version; the policy pins 0.24.4")),
          problems(fs, StartChecks.RUNTIMES),
          version);
    }
  }

  @Test
  void aMissingOrBrokenPackageJsonIsRefused() {
    assertEquals(
        List.of(Diagnostic.policy(PACKAGE_JSON, "", RegularFile.MISSING)),
        problems(installed().delete(PACKAGE_JSON), StartChecks.RUNTIMES));
    List<Diagnostic> broken =
        problems(installed().file(PACKAGE_JSON, "{\"version\": 0.24"), StartChecks.RUNTIMES);
    assertEquals(1, broken.size());
    assertEquals(PACKAGE_JSON, broken.get(0).file());
  }

  @Test
  void eachMissingRuntimeIsRefusedNamingItsPin() {
    FakeFileFacts fs =
        installed().delete(NODE).delete(JAVA).delete("/usr/bin/env").delete(QWEN + "/cli.js");
    assertEquals(
        List.of(
            Diagnostic.policy(JAVA, "", "does not exist (launcher.json's /runtimes/java)"),
            Diagnostic.policy("/usr/bin/env", "", "does not exist (launcher.json's /runtimes/env)"),
            Diagnostic.policy(NODE, "", "does not exist (launcher.json's /runtimes/node)"),
            Diagnostic.policy(
                QWEN + "/cli.js", "", "does not exist (launcher.json's /runtimes/qwenCli)")),
        problems(fs, StartChecks.RUNTIMES));
  }

  @Test
  void aRuntimeThatIsNotAnExecutableFileIsRefused() {
    FakeFileFacts fs = installed().mode(JAVA, 0644).delete(NODE).directory(NODE);
    assertEquals(
        List.of(
            Diagnostic.policy(JAVA, "", "is not executable (launcher.json's /runtimes/java)"),
            Diagnostic.policy(NODE, "", "is not a regular file (launcher.json's /runtimes/node)")),
        problems(fs, StartChecks.RUNTIMES));
  }

  @Test
  void aRuntimeReachedThroughALinkIsAccepted() {
    FakeFileFacts fs = installed().delete(NODE);
    fs.program("/usr/lib/node/bin/node").link(NODE, "../../../../usr/lib/node/bin/node");
    assertEquals(List.of(), problems(fs, StartChecks.RUNTIMES));
  }

  @Test
  void withoutBashOnThePinnedPathTheShellCheckFails() {
    FakeFileFacts fs = installed().delete("/usr/bin/bash");
    assertEquals(
        List.of(Diagnostic.policy(KitFiles.LAUNCHER, "/environment/path", ShellCheck.NO_BASH)),
        problems(fs, StartChecks.SHELL));
  }

  @Test
  void aBashThatIsNotExecutableIsSkippedLikeAProcessStartSkipsIt() {
    FakeFileFacts fs =
        installed()
            .file("/opt/qwen-managed/node/bin/bash", "not a program")
            .owner("/opt/qwen-managed/node/bin/bash", "alice");
    assertEquals(List.of(), problems(fs, StartChecks.SHELL));
    assertEquals(List.of(), problems(fs, StartChecks.PERMISSIONS));
    fs.delete("/usr/bin/bash");
    assertEquals(
        List.of(Diagnostic.policy(KitFiles.LAUNCHER, "/environment/path", ShellCheck.NO_BASH)),
        problems(fs, StartChecks.SHELL));
  }
}

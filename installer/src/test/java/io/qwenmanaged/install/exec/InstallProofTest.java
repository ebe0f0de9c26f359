package io.qwenmanaged.install.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.process.ProgramRun;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** How the install reads the staged generation's {@code doctor --all --json}. */
@Tag("unit")
class InstallProofTest {

  private static final Path LAUNCHER = Path.of("/opt/kit/generations/g/lib/launcher.jar");

  private static InstallProof.Outcome judge(String doctor) throws Exception {
    return DoctorVerdict.of(new ObjectMapper().readTree(doctor));
  }

  private static String line(String status, String check, String problems) {
    return "{\"status\":\""
        + status
        + "\",\"check\":\""
        + check
        + "\",\"reason\":\"r\",\"problems\":["
        + problems
        + "]}";
  }

  private static final String HOOK_PROBLEM =
      "{\"file\":\"system-settings.json\",\"pointer\":\"/hooks/PreToolUse/0/hooks/0/command\","
          + "\"message\":\"the hook exited with code 1\",\"kind\":\"policy\",\"line\":\"x\"}";

  @Test
  void everyLineOkOrWarnIsProven() throws Exception {
    String doctor =
        "{\"ok\":true,\"lines\":["
            + line("ok", "mcp server", "")
            + ","
            + line("warn", "credential", "")
            + "]}";

    assertInstanceOf(InstallProof.Proven.class, judge(doctor));
  }

  @Test
  void aFailedProcessIsBrokenWithDoctorsDiagnostic() throws Exception {
    String doctor =
        "{\"ok\":false,\"repositories\":[{\"ok\":false,\"lines\":["
            + line("fail", "confirmation hook", HOOK_PROBLEM)
            + "]}]}";

    InstallProof.Broken broken = assertInstanceOf(InstallProof.Broken.class, judge(doctor));

    assertEquals(
        "system-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: the hook exited with"
            + " code 1",
        broken.problems().get(0).render());
  }

  @Test
  void onlyChecksAboutTheDevelopersSessionFailingIsUnprovenNamingThem() throws Exception {
    String doctor =
        "{\"ok\":false,\"lines\":["
            + line("fail", "credential", "")
            + ","
            + line("fail", "repository configuration", "")
            + "]}";

    InstallProof.Unproven unproven = assertInstanceOf(InstallProof.Unproven.class, judge(doctor));

    assertEquals(List.of("credential: r", "repository configuration: r"), unproven.reasons());
  }

  @Test
  void aLauncherThatPrintsNoReportIsBrokenNamingItsFirstErrorLine() {
    InstallProof.Outcome outcome =
        InstallProof.judge(
            new ProgramRun.Exited(1, "", "Error: A JNI error has occurred\nmore"), LAUNCHER);

    InstallProof.Broken broken = assertInstanceOf(InstallProof.Broken.class, outcome);
    String line = broken.problems().get(0).render();
    assertTrue(line.startsWith(LAUNCHER + ": error: the launcher did not start (exit 1)"), line);
    assertTrue(line.endsWith("Error: A JNI error has occurred"), line);
  }

  @Test
  void aLauncherThatCannotStartOrHangsIsBroken() {
    assertInstanceOf(
        InstallProof.Broken.class,
        InstallProof.judge(new ProgramRun.NotStarted("no such file"), LAUNCHER));
    assertInstanceOf(
        InstallProof.Broken.class, InstallProof.judge(new ProgramRun.TimedOut("", ""), LAUNCHER));
  }
}

package io.qwenmanaged.tests.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorLine;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The confirmation hook link: it must ask; anything else would let a write through. */
@Tag("jar")
class HookProofTest extends DoctorScenario {

  @Test
  void aHookThatDeniesFails() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        StandIns.mcpWrite(layout.base),
        StandIns.hookAnswering(layout.base, StandIns.decision("deny")));
    DoctorReport report = doctor(PATIENT);
    Diagnostic problem = onlyProblem(line(report, Doctor.HOOK));
    assertEquals(
        "system-settings.json:/hooks/PreToolUse/0/hooks/0/command: error: the hook answered deny"
            + " to a sample write; it must ask",
        problem.render());
    assertEquals(Diagnostic.Kind.POLICY, problem.kind());
    assertEquals(DoctorLine.Status.OK, line(report, Doctor.MCP_SERVER).status());
  }

  @Test
  void aHookThatAnswersGarbageFails() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        StandIns.mcpWrite(layout.base), StandIns.hookAnswering(layout.base, "Picked up {"));
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.HOOK));
    assertEquals(
        "the hook did not answer with one JSON object (Qwen would let the write through"
            + " unconfirmed)",
        problem.message());
  }

  @Test
  void aHookThatAnswersTwiceFails() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(
        StandIns.mcpWrite(layout.base),
        StandIns.hookAnswering(layout.base, StandIns.decision("ask") + StandIns.decision("allow")));
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.HOOK));
    assertEquals(
        "the hook did not answer with one JSON object (Qwen would let the write through"
            + " unconfirmed)",
        problem.message());
  }

  @Test
  void aHookThatExitsWithAnErrorFails() {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(StandIns.mcpWrite(layout.base), "echo 'Error: no jar' >&2\nexit 1");
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.HOOK));
    assertEquals(
        "the hook exited with code 1 (Qwen would let the write through unconfirmed): Error: no"
            + " jar",
        problem.message());
  }

  @Test
  void aHookThatNeverAnswersIsStoppedAtItsLimit() throws IOException {
    layout = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    layout.standInJava(StandIns.mcpWrite(layout.base), StandIns.silent(layout.base, "hook-pid"));
    DoctorReport report = doctor(hookLimit(5));
    Diagnostic problem = onlyProblem(line(report, Doctor.HOOK));
    assertEquals(
        "the hook did not answer within 5 s; it was stopped (Qwen would let the write through"
            + " unconfirmed)",
        problem.message());
    long pid = Long.parseLong(Files.readString(layout.file("hook-pid")).strip());
    assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
  }

  @Test
  void anAutoRecallHookThatAnswersAnythingButNothingFails() {
    layout = DoctorSite.create(DoctorSite.PINNED_VERSION).autoRecall();
    layout.standInJava(StandIns.mcpWrite(layout.base), StandIns.hookAsks(layout.base));
    Diagnostic problem = onlyProblem(line(doctor(PATIENT), Doctor.RECALL));
    assertEquals(
        "system-settings.json:/hooks/UserPromptSubmit/0/hooks/0/command: error: the hook exited"
            + " with code 0 and did not answer {} alone to a sample prompt from outside the"
            + " repository",
        problem.render());
  }
}

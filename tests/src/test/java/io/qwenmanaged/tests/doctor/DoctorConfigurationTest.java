package io.qwenmanaged.tests.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.human;
import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.launcher.doctor.Doctor;
import io.qwenmanaged.launcher.doctor.DoctorLine;
import io.qwenmanaged.launcher.doctor.DoctorReport;
import io.qwenmanaged.policy.start.StartChecks;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code doctor} on the Qwen configuration a session loads besides the kit's: each element of the
 * repository that the managed Qwen ignores is a {@code warn} line with why, and the repository
 * configuration check passes; what the plan allows also names the administrator's reason; what the
 * developer's QWEN_HOME adds is a {@code warn} line, saying when it makes memory writes fail.
 */
@Tag("jar")
class DoctorConfigurationTest {

  private static final String LINT_HOOK =
      "{\"hooks\":{\"PreToolUse\":[{\"matcher\":\"write_file\",\"hooks\":[{\"type\":\"command\","
          + "\"command\":\"lint\"}]}]}}";

  private DoctorSite layout;

  @AfterEach
  void removeLayout() {
    layout.close();
  }

  private DoctorReport doctor(DoctorSite prepared) {
    layout = prepared;
    layout.standInJava(StandIns.mcpWrite(layout.base), StandIns.hookAsks(layout.base));
    return Doctor.run(
        layout.context(layout.callerEnvironment()),
        layout.callerEnvironment(),
        DoctorScenario.PATIENT);
  }

  @Test
  void everyElementQwenIgnoresIsAWarningAndTheCheckPasses() {
    DoctorSite prepared = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    DoctorSite.write(prepared.workspace.resolve(".qwen/settings.json"), LINT_HOOK, false);
    DoctorSite.write(
        prepared.workspace.resolve(".qwen/agents/y.md"),
        "---\nname: y\ndescription: d\napprovalMode: yolo\n---\nbody\n",
        false);
    DoctorReport report = doctor(prepared);
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals(DoctorLine.Status.OK, line(report, StartChecks.REPOSITORY_CONFIG).status());
    List<String> ignored =
        report.lines().stream()
            .filter(l -> l.check().equals(StartChecks.REPOSITORY_CONFIG + " ignored"))
            .peek(l -> assertEquals(DoctorLine.Status.WARN, l.status()))
            .map(DoctorLine::reason)
            .toList();
    assertEquals(
        List.of(
            prepared.workspace.resolve(".qwen/settings.json")
                + ":/hooks/PreToolUse: Qwen ignores hooks.PreToolUse: hooks",
            prepared.workspace.resolve(".qwen/agents/y.md")
                + ":approvalMode: Qwen ignores the agent's approvalMode: only default and plan are"
                + " kept, other modes would run tools without Qwen's dialogs"),
        ignored);
  }

  @Test
  void whatThePlanAllowsShowsTheAdministratorsReasonAndThatQwenStillIgnoresIt() {
    ObjectNode allowances = JsonNodeFactory.instance.objectNode();
    allowances.putArray("allow").addObject().put("kind", "hooks").put("reason", "lint, reviewed");
    DoctorSite prepared = DoctorSite.create(DoctorSite.PINNED_VERSION).repositoryConfig(allowances);
    DoctorSite.write(prepared.workspace.resolve(".qwen/settings.json"), LINT_HOOK, false);
    DoctorReport report = doctor(prepared);
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals(DoctorLine.Status.OK, line(report, StartChecks.REPOSITORY_CONFIG).status());
    String allowed = line(report, StartChecks.REPOSITORY_CONFIG + " allowed").reason();
    assertTrue(
        allowed.contains(".qwen/settings.json:/hooks/PreToolUse: Qwen ignores hooks.PreToolUse"),
        allowed);
    assertTrue(
        allowed.endsWith(
            "allowed by the kind \"hooks\" (lint, reviewed), but the managed Qwen still ignores"
                + " it"),
        allowed);
  }

  @Test
  void qwenHomeHooksAreWarningsThatSayWhenTheyMakeWritesFail() {
    DoctorSite prepared = DoctorSite.shared(DoctorSite.PINNED_VERSION);
    DoctorSite.write(
        prepared.home.resolve(".qwen-managed/settings.json"),
        "{\"hooks\":{\"PermissionRequest\":[{\"hooks\":[{\"type\":\"command\",\"command\":\"y\"}]}]}}",
        false);
    DoctorSite.write(
        prepared.home.resolve(".qwen-managed/agents/log.md"),
        "---\nname: log\ndescription: d\nhooks:\n  Stop:\n    - hooks:\n"
            + "        - type: command\n          command: log\n---\n",
        false);
    DoctorReport report = doctor(prepared);
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals(
        "has a hook that can decide on memory writes: every memory write fails while it is there",
        line(report, "QWEN_HOME settings.json").reason());
    assertEquals(
        "has hooks; the managed Qwen registers only the administrator's, so it ignores them",
        line(report, "QWEN_HOME agents/log.md").reason());
  }
}

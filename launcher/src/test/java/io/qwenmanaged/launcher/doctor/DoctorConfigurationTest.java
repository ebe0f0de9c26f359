package io.qwenmanaged.launcher.doctor;

import static io.qwenmanaged.launcher.doctor.DoctorReports.human;
import static io.qwenmanaged.launcher.doctor.DoctorReports.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.start.StartChecks;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code doctor} on the Qwen configuration a session loads besides the kit's: each refused element
 * of the repository is a problem of the failed repository configuration check; what the plan allows
 * is a {@code warn} line with the administrator's reason; what the developer's QWEN_HOME adds is a
 * {@code warn} line, saying when it makes memory writes fail.
 */
@Tag("unit")
class DoctorConfigurationTest {

  private static final String LINT_HOOK =
      "{\"hooks\":{\"PreToolUse\":[{\"matcher\":\"write_file\",\"hooks\":[{\"type\":\"command\","
          + "\"command\":\"lint\"}]}]}}";

  private DoctorLayout layout;

  @AfterEach
  void removeLayout() {
    layout.close();
  }

  private DoctorReport doctor(DoctorLayout prepared) {
    layout = prepared;
    layout.standInJava(StandIns.mcpWrite(layout.base), StandIns.hookAsks(layout.base));
    return Doctor.run(
        layout.context(layout.callerEnvironment()),
        layout.callerEnvironment(),
        DoctorScenario.PATIENT);
  }

  @Test
  void everyRefusedElementIsAProblemOfTheRepositoryConfigurationCheck() {
    DoctorLayout prepared = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    DoctorLayout.write(prepared.workspace.resolve(".qwen/settings.json"), LINT_HOOK, false);
    DoctorLayout.write(
        prepared.workspace.resolve(".qwen/agents/y.md"),
        "---\nname: y\ndescription: d\napprovalMode: yolo\n---\nbody\n",
        false);
    DoctorReport report = doctor(prepared);
    DoctorLine check = line(report, StartChecks.REPOSITORY_CONFIG);
    assertEquals(DoctorLine.Status.FAIL, check.status());
    assertEquals("2 problems", check.reason());
    assertEquals(
        List.of("/hooks/PreToolUse/0", "approvalMode"),
        check.problems().stream().map(Diagnostic::pointer).toList());
    assertEquals(check.problems(), report.problems());
  }

  @Test
  void whatThePlanAllowsIsAWarningWithTheAdministratorsReason() {
    ObjectNode allowances = JsonNodeFactory.instance.objectNode();
    allowances.putArray("allow").addObject().put("kind", "hooks").put("reason", "lint, reviewed");
    DoctorLayout prepared =
        DoctorLayout.create(DoctorLayout.PINNED_VERSION).repositoryConfig(allowances);
    DoctorLayout.write(prepared.workspace.resolve(".qwen/settings.json"), LINT_HOOK, false);
    DoctorReport report = doctor(prepared);
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals(DoctorLine.Status.OK, line(report, StartChecks.REPOSITORY_CONFIG).status());
    String allowed = line(report, ConfigurationLines.ALLOWED).reason();
    assertTrue(
        allowed.contains(".qwen/settings.json:/hooks/PreToolUse/0: runs a command"), allowed);
    assertTrue(allowed.endsWith("allowed by the kind \"hooks\" (lint, reviewed)"), allowed);
  }

  @Test
  void qwenHomeHooksAreWarningsThatSayWhenTheyMakeWritesFail() {
    DoctorLayout prepared = DoctorLayout.create(DoctorLayout.PINNED_VERSION);
    DoctorLayout.write(
        prepared.home.resolve(".qwen-managed/settings.json"),
        "{\"hooks\":{\"PermissionRequest\":[{\"hooks\":[{\"type\":\"command\",\"command\":\"y\"}]}]}}",
        false);
    DoctorLayout.write(
        prepared.home.resolve(".qwen-managed/agents/log.md"),
        "---\nname: log\ndescription: d\nhooks:\n  Stop:\n    - hooks:\n"
            + "        - type: command\n          command: log\n---\n",
        false);
    DoctorReport report = doctor(prepared);
    assertEquals(List.of(), report.problems(), () -> human(report));
    assertEquals(
        ConfigurationLines.BLOCKS_WRITES, line(report, "QWEN_HOME settings.json").reason());
    assertEquals(ConfigurationLines.ADDS_HOOKS, line(report, "QWEN_HOME agents/log.md").reason());
  }
}

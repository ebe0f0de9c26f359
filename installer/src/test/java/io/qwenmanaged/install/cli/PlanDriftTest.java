package io.qwenmanaged.install.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The drift check of {@code verify --plan F}: no difference when the current generation is exactly
 * what {@code install --plan F} would make; each difference named when the plan changed or a file
 * was edited by hand. (In-process, the stand-in runtimes fail verify's start checks, which run
 * first: the whole command is tested from the unpacked distribution, in the tests module.)
 */
@Tag("unit")
class PlanDriftTest {

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;
  private Path plan;

  @BeforeEach
  void install() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
    plan = TestPlans.written(machine, "mem0-write");
    Run run = machine.run("install", "--plan", plan.toString());
    assertEquals(0, run.exit(), run.stderr());
  }

  private JsonNode check(Path file) throws Exception {
    return check(file, null);
  }

  private JsonNode check(Path file, Path workspace) throws Exception {
    return new ObjectMapper().readTree(ReportPrinter.json(report(file, workspace)));
  }

  private Report report(Path file, Path workspace) {
    return PlanDrift.check(
        new InstallFlow.Options(file, null, null, workspace, false, true),
        installed.configDir(),
        machine.host());
  }

  @Test
  void anInstallGivenAWorkspaceIsNoDriftWhenVerifyIsGivenTheSameWorkspace() throws Exception {
    Path other = Files.createDirectories(dir.resolve("other repository"));
    Run run = machine.run("install", "--plan", plan.toString(), "--workspace", other.toString());
    assertEquals(0, run.exit(), run.stderr());

    JsonNode same = check(plan, other);
    JsonNode without = check(plan);

    assertEquals("valid", same.path("result").asText(), same.toString());
    assertEquals("drift", without.path("result").asText(), without.toString());
  }

  @Test
  void eachDifferenceIsPrintedOnceSayingWhatIsInstalledAndWhatThePlanMakes() {
    Path changed =
        TestPlans.write(
            machine, TestPlans.of(machine, "mem0-write").put("timeoutMs", 7000), "changed.json");
    StringWriter text = new StringWriter();

    ReportPrinter.print(
        report(changed, null), false, new PrintWriter(new StringWriter()), new PrintWriter(text));

    String printed = text.toString();
    assertEquals(1, occurrences(printed, "plan.json:/timeoutMs"), printed);
    assertTrue(
        printed.contains("plan.json:/timeoutMs: error: is installed as 5000; the plan makes 7000"),
        printed);
  }

  private static int occurrences(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }

  @Test
  void theInstalledPlanIsNoDrift() throws Exception {
    JsonNode report = check(plan);

    assertEquals(0, report.path("exitCode").asInt(), report.toString());
    assertEquals("valid", report.path("result").asText());
    assertEquals(0, report.path("changes").size());
  }

  @Test
  void aChangedPlanIsDriftNamingEachDifference() throws Exception {
    Path changed =
        TestPlans.write(
            machine, TestPlans.of(machine, "mem0-write").put("timeoutMs", 7000), "changed.json");

    JsonNode report = check(changed);

    assertEquals(3, report.path("exitCode").asInt(), report.toString());
    assertEquals("drift", report.path("result").asText());
    assertTrue(report.toString().contains("plan.json:/timeoutMs"), report.toString());
    assertEquals(2, report.path("changes").size(), report.toString());
    assertEquals(2, report.path("diagnostics").size(), report.toString());
  }

  @Test
  void aFileEditedByHandIsDrift() throws Exception {
    Path file = installed.configGeneration(installed.current()).resolve("external-context.json");
    Files.writeString(file, Files.readString(file).replace("5000", "5001"));

    JsonNode report = check(plan);

    assertEquals(3, report.path("exitCode").asInt(), report.toString());
    assertTrue(report.toString().contains("external-context.json:/timeoutMs"), report.toString());
  }

  @Test
  void aRefusedPlanIsTheInstallsRefusal() throws Exception {
    Path bad = TestPlans.write(machine, TestPlans.of(machine, "no-such-profile"), "bad.json");

    JsonNode report = check(bad);

    assertEquals(3, report.path("exitCode").asInt(), report.toString());
    assertEquals("refused", report.path("result").asText());
  }

  @Test
  void verifyPlanWithoutAnInstallationIsAbsent() {
    Run run =
        machine.run(
            "verify",
            "--config-dir",
            dir.resolve("nothing").toString(),
            "--plan",
            plan.toString(),
            "--json");

    assertEquals(3, run.exit(), run.stdout());
    assertEquals("absent", run.json().path("result").asText());
  }
}

package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How {@code install} and {@code verify} answer a {@code --plan} they cannot use. */
@Tag("unit")
class PlanArgumentTest {

  private static final String STDIN =
      "reading a plan from standard input is not supported: pass the plan's path";

  @TempDir Path dir;

  private static ByteArrayInputStream plan() {
    return new ByteArrayInputStream("{}".getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void installWithThePlanOnStandardInputIsAUsageErrorThatSaysToPassAPath() {
    TestMachine machine = TestMachine.in(dir);

    Run run = TestMachine.run(machine.host(), plan(), "install", "--plan", "-");

    assertEquals(2, run.exit(), run.stderr());
    assertTrue(
        run.stderr().startsWith("qwen-managed-admin install: " + STDIN + "\n"), run.stderr());
  }

  @Test
  void verifyWithThePlanOnStandardInputIsAUsageErrorThatSaysToPassAPath() {
    Run run = Admin.run(plan(), "verify", "--config-dir", dir.toString(), "--plan", "-", "--json");

    assertEquals(2, run.exit(), run.stdout());
    assertEquals("usage-error", run.json().path("result").asText());
    assertEquals(STDIN, run.json().path("summary").asText());
  }

  @Test
  void aPlanWithADuplicatedKeyNamesTheKey() throws java.io.IOException {
    TestMachine machine = TestMachine.in(dir);
    Path plan = dir.resolve("twice.json");
    java.nio.file.Files.writeString(plan, "{\"profile\": \"mem0-write\",\n \"profile\": \"x\"}\n");

    Run run = machine.run("install", "--plan", plan.toString());

    assertEquals(3, run.exit(), run.stderr());
    assertTrue(
        run.stderr()
            .startsWith(plan + ": error: not valid JSON: duplicate key \"profile\" at line 2"),
        run.stderr());
  }

  @Test
  void aMissingPlanIsNamedByItsAbsolutePath() {
    TestMachine machine = TestMachine.in(dir);
    Path missing = dir.resolve("elsewhere").resolve("..").resolve("missing-plan.json");

    Run run = machine.run("install", "--plan", missing.toString());

    assertEquals(4, run.exit(), run.stderr());
    assertTrue(
        run.stderr().startsWith(dir.resolve("missing-plan.json") + ": error: does not exist\n"),
        run.stderr());
  }

  @Test
  void aRelativeMissingPlanIsNamedWhereItWasLookedFor() {
    TestMachine machine = TestMachine.in(dir);

    Run run = machine.run("install", "--plan", "no-such-plan.json");

    assertTrue(
        run.stderr()
            .startsWith(
                Path.of("no-such-plan.json").toAbsolutePath() + ": error: does not exist\n"),
        run.stderr());
  }

  @Test
  void verifyOfAPlanWhereNothingIsInstalledNamesThePlanByItsAbsolutePath() {
    Run run =
        Admin.run(
            "verify",
            "--config-dir",
            dir.resolve("empty").toString(),
            "--plan",
            "some-plan.json",
            "--json");

    assertEquals(
        "no installation at "
            + dir.resolve("empty")
            + ", so not the plan "
            + Path.of("some-plan.json").toAbsolutePath(),
        run.json().path("summary").asText());
  }
}

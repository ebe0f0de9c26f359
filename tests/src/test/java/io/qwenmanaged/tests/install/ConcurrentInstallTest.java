package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Two installs of two different plans started together on one config directory, as when two
 * configuration-management agents run at once: round after round (the first from nothing, some with
 * {@code --wait}, some with one of them killed with its process group at a random moment), {@code
 * verify} passes afterwards and the current generation is wholly one of the two plans. Of two runs
 * that both ended, one installed and the other said {@code busy} or ran after it: its generation is
 * complete and kept, and the current one is the later run's.
 */
@Tag("jar")
class ConcurrentInstallTest {

  private static UnpackedKit kit;

  @BeforeAll
  static void unpack() {
    kit = UnpackedKit.unpack();
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void twoInstallsStartedTogetherLeaveOneWholePlanCurrentAndVerifyPasses() {
    KillSchedule schedule = new KillSchedule(8);
    Site site = kit.newSite();
    List<Path> plans =
        List.of(
            site.plan("plan-a.json", "mem0-write", List.of("--model=plan-a")),
            site.plan("plan-b.json", "mem0-write", List.of("--model=plan-b")));
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    Duration measured = Duration.ZERO;
    int[] seen = new int[4];

    for (int round = 1; round <= schedule.kills(); round++) {
      boolean wait = round % 2 == 0;
      boolean kill = round % 3 == 0;
      List<ProcessGroupRun> runs = new ArrayList<>();
      for (Path plan : plans) {
        List<String> arguments = new ArrayList<>(List.of("--plan", plan.toString(), "--json"));
        if (wait) {
          arguments.addAll(List.of("--wait", "300"));
        }
        runs.add(site.startInGroup("install.sh", arguments));
      }
      int victim = schedule.pick(2);
      Duration at = schedule.next(measured);
      boolean killed = kill && runs.get(victim).kill(at);
      String where =
          (kill ? schedule.describe(round, at, measured, killed) : "round " + round)
              + (wait ? " with --wait" : "");
      List<Outcome> outcomes = new ArrayList<>();
      for (ProcessGroupRun run : runs) {
        if (!killed || run != runs.get(victim)) {
          Duration took = run.measure();
          measured = round == 1 && took.compareTo(measured) > 0 ? took : measured;
        }
        outcomes.add(run.outcome());
      }
      where += "\n" + outcomes;

      Outcome verify = site.verify("--json");
      assertEquals(0, verify.exitCode(), where + "\nverify: " + verify);
      String current = Healthy.current(site, where);
      JsonNode installed = site.installedPlan(current);
      int winner = installed.equals(Site.read(plans.get(0))) ? 0 : 1;
      assertEquals(Site.read(plans.get(winner)), installed, where + ": not wholly one plan");
      for (int i = 0; i < 2; i++) {
        if (killed && i == victim) {
          continue;
        }
        seen[check(site, outcomes.get(i), i == winner, current, where)]++;
      }
    }
    System.out.printf(
        "ConcurrentInstallTest: %d rounds: %d runs installed the current generation, %d found it"
            + " current, %d were busy, %d installed before the other; %s%n",
        schedule.kills(),
        seen[0],
        seen[1],
        seen[2],
        seen[3],
        schedule.describe(0, Duration.ZERO, measured, false));
    assertTrue(seen[2] > 0, "no run was ever busy: the runs did not overlap");

    Outcome uninstall = site.uninstall();
    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()));
  }

  /**
   * What one finished run said, checked against the state it left: 0 it installed the current
   * generation, 1 it found its plan current, 2 busy, 3 it ran before the other, which replaced its
   * generation (complete and kept) or the one it found current.
   */
  private static int check(Site site, Outcome run, boolean won, String current, String where) {
    JsonNode report = run.json();
    String result = report.path("result").asText();
    String summary = report.path("summary").asText();
    if (result.equals("busy")) {
      assertEquals(5, run.exitCode(), where);
      assertTrue(summary.startsWith("another install, rollback or uninstall is running"), where);
      return 2;
    }
    assertEquals(0, run.exitCode(), where);
    if (result.equals("unchanged")) {
      // Its plan was current; either it still is, or the other run installed after this one.
      return won ? 1 : 3;
    }
    assertEquals("installed", result, where);
    String generation = summary.split(" ")[1];
    if (won) {
      assertEquals("generation " + current + " is current", summary.split(";")[0], where);
      return 0;
    }
    assertTrue(site.configGenerations().contains(generation), where + ": " + generation);
    return 3;
  }
}

package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of {@code rollback}: {@code rollback.sh --to read-only} and {@code --to previous},
 * each stopped dead at every one of the installer's crash points in turn, and {@code --to
 * read-only} killed with its whole process group by SIGKILL at a few random moments, leave one of
 * the two generations current, complete and started by the installed {@code qwen-managed}; running
 * the rollback again finishes it.
 */
@Tag("jar")
class KilledRollbackTest {

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
  void aRollbackToReadOnlyStoppedAtItsCrashPointsLeavesTheWritingOrTheReadOnlyGeneration() {
    Site site = kit.newSite();
    ObjectNode readOnly = site.planJson("mem0-read-only", List.of());
    assertEquals(0, site.install(site.plan("plan.json", "mem0-write", List.of())).exitCode());
    String writing = Healthy.current(site, "after the install");
    SiteCopy start = SiteCopy.of(site, kit.folder("read-only-start"));
    CrashPointRuns crash = new CrashPointRuns(kit, "read-only-crash-points");
    List<String> arguments = site.configDirArguments("--to", "read-only");
    List<String> points = crash.record("rollback.sh", arguments);
    CrashPointRuns.report("KilledRollbackTest", "a rollback to read-only", points);
    int[] outcomes = new int[2];

    for (int point : CrashPointRuns.chosen("KilledRollbackTest", points.size())) {
      start.restore();
      String untouched = Healthy.untouched(site, writing);
      if (point == 1) {
        Healthy.doctorPasses(site, "the copy of the installation put back");
      }

      String where = crash.stopAt(point, points, "rollback.sh", arguments);

      String now = Healthy.current(site, where);
      if (now.equals(writing)) {
        assertEquals(untouched, Healthy.untouched(site, now), where + ": the current generation");
      } else {
        assertEquals(readOnly, site.installedPlan(now), where);
        Healthy.doctorPasses(site, where);
      }
      outcomes[now.equals(writing) ? 0 : 1]++;
      Outcome again = site.rollback("read-only");
      String afterwards = where + "\nafter running it again: " + again;
      assertEquals(0, again.exitCode(), afterwards);
      assertEquals(readOnly, site.installedPlan(Healthy.current(site, afterwards)), afterwards);
      assertEquals(Optional.empty(), KilledInstallTest.keptGenerations(site, afterwards));
      Healthy.onlyKitFiles(site, afterwards);
    }
    System.out.printf(
        "KilledRollbackTest: of %d crash points of --to read-only, %d stops left the writing"
            + " generation, %d the read-only one%n",
        points.size(), outcomes[0], outcomes[1]);
    assertTrue(outcomes[0] > 0 && outcomes[1] > 0, "the commit is one of the points");
  }

  @Test
  void aRollbackToPreviousStoppedAtItsCrashPointsLeavesOneOfTheTwoGenerations() {
    Site site = kit.newSite();
    Path first = site.plan("plan-1.json", "mem0-write", List.of("--model=first"));
    assertEquals(0, site.install(first).exitCode());
    String previous = Healthy.current(site, "after the first install");
    assertEquals(0, site.install(site.plan("plan-2.json", "mem0-write", List.of())).exitCode());
    String current = Healthy.current(site, "after the second install");
    SiteCopy start = SiteCopy.of(site, kit.folder("previous-start"));
    CrashPointRuns crash = new CrashPointRuns(kit, "previous-crash-points");
    List<String> arguments = site.configDirArguments("--to", "previous");
    List<String> points = crash.record("rollback.sh", arguments);
    CrashPointRuns.report("KilledRollbackTest", "a rollback to previous", points);

    for (int point : CrashPointRuns.chosen("KilledRollbackTest", points.size())) {
      start.restore();

      String where = crash.stopAt(point, points, "rollback.sh", arguments);

      String now = Healthy.current(site, where);
      assertTrue(now.equals(current) || now.equals(previous), where + ": " + now + " is current");
      Healthy.doctorPasses(site, where);
      if (now.equals(current)) {
        Outcome again = site.rollback("previous");
        String afterwards = where + "\nafter running it again: " + again;
        assertEquals(0, again.exitCode(), afterwards);
        assertEquals(previous, Healthy.current(site, afterwards), afterwards);
      }
      Healthy.onlyKitFiles(site, where + ", then finished");
      // Toggling back: the stopped run recorded the generation it left as the one before.
      Outcome back = site.rollback("previous");
      assertEquals(0, back.exitCode(), where + "\nrolling back again: " + back);
      assertEquals(current, Healthy.current(site, where + ", then toggled back"));
    }
  }

  @Test
  void aRollbackToReadOnlyKilledAtRandomMomentsLeavesTheWritingOrTheReadOnlyGeneration() {
    KillSchedule schedule = new KillSchedule(2);
    Site site = kit.newSite();
    ObjectNode readOnly = site.planJson("mem0-read-only", List.of());
    assertEquals(0, site.install(site.plan("plan.json", "mem0-write", List.of())).exitCode());
    String writing = Healthy.current(site, "after the install");
    Duration measured = rollback(site).measure();
    assertEquals(readOnly, site.installedPlan(Healthy.current(site, "after the measured run")));
    assertEquals(0, site.rollback("previous").exitCode());

    for (int kill = 1; kill <= schedule.kills(); kill++) {
      assertEquals(writing, Healthy.current(site, "before kill " + kill));
      List<String> generations = site.configGenerations();
      Duration at = schedule.next(measured);

      ProcessGroupRun run = rollback(site);
      boolean killed = run.kill(at);

      String where = schedule.describe(kill, at, measured, killed) + "\n" + run.outcome();
      String now = Healthy.current(site, where);
      if (now.equals(writing)) {
        assertTrue(killed, "the rollback finished but did not commit: " + where);
      } else {
        assertFalse(generations.contains(now), where);
        assertEquals(readOnly, site.installedPlan(now), where);
      }
      Healthy.doctorPasses(site, where);
      Outcome again = site.rollback("read-only");
      assertEquals(0, again.exitCode(), where + "\nrollback --to read-only again: " + again);
      Healthy.onlyKitFiles(site, where);
      Outcome back = site.rollback("previous");
      assertEquals(0, back.exitCode(), where + "\nrollback --to previous: " + back);
    }
    assertEquals(Optional.empty(), KilledInstallTest.keptGenerations(site, "after every kill"));
    Healthy.doctorPasses(site, "after every kill");
  }

  private static ProcessGroupRun rollback(Site site) {
    return site.startInGroup("rollback.sh", site.configDirArguments("--to", "read-only"));
  }
}

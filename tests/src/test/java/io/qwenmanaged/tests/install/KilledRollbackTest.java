package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of {@code rollback --to read-only}: its whole process group killed by SIGKILL at
 * random moments leaves the writing generation or the new read-only one current, complete and
 * started by the installed {@code qwen-managed}; a rollback run to its end afterwards succeeds.
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
  void aRollbackToReadOnlyKilledAtAnyMomentLeavesTheWritingOrTheReadOnlyGenerationComplete() {
    KillSchedule schedule = new KillSchedule(6);
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    ObjectNode readOnly = site.planJson("mem0-read-only", List.of());
    assertEquals(0, site.install(plan).exitCode());
    String writing = Healthy.current(site, "after the install");
    KillSchedule.Timeline measured = rollback(site).measure(KilledInstallTest.newGeneration(site));
    assertEquals(readOnly, site.installedPlan(Healthy.current(site, "after the measured run")));
    assertEquals(0, site.rollback("previous").exitCode());
    int[] outcomes = new int[3];

    for (int kill = 1; kill <= schedule.kills(); kill++) {
      assertEquals(writing, Healthy.current(site, "before kill " + kill));
      List<String> generations = site.configGenerations();
      KillSchedule.Moment moment = schedule.next(measured);

      ProcessGroupRun run = rollback(site);
      boolean killed = run.kill(moment, KilledInstallTest.newGeneration(site));

      String where = schedule.describe(kill, moment, measured, killed) + "\n" + run.outcome();
      String now = Healthy.current(site, where);
      if (now.equals(writing)) {
        assertTrue(killed, "the rollback finished but did not commit: " + where);
      } else {
        assertFalse(generations.contains(now), where);
        assertEquals(readOnly, site.installedPlan(now), where);
      }
      outcomes[!killed ? 2 : now.equals(writing) ? 0 : 1]++;
      Healthy.doctorPasses(site, where);
      if (!now.equals(writing)) {
        Outcome back = site.rollback("previous");
        assertEquals(0, back.exitCode(), where + "\nrollback --to previous: " + back);
      }
    }
    System.out.printf(
        "KilledRollbackTest: %d kills: %d left the writing generation, %d the read-only one; %d"
            + " runs had finished%n",
        schedule.kills(), outcomes[0], outcomes[1], outcomes[2]);

    Outcome finished = site.rollback("read-only");
    assertEquals(0, finished.exitCode(), finished.toString());
    assertEquals(readOnly, site.installedPlan(Healthy.current(site, "after the last rollback")));
    assertEquals(Optional.empty(), KilledInstallTest.keptGenerations(site, finished.toString()));
    Healthy.doctorPasses(site, "after the last rollback");
  }

  private static ProcessGroupRun rollback(Site site) {
    return site.startInGroup("rollback.sh", site.configDirArguments("--to", "read-only"));
  }
}

package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of {@code uninstall}: it removes launcher.json first, so its whole process group
 * killed by SIGKILL at any moment leaves either the working installation or none that starts; and
 * running uninstall again finishes the job, leaving the place as it was before the install.
 */
@Tag("jar")
class KilledUninstallTest {

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
  void anUninstallKilledAtAnyMomentLeavesAWorkingInstallationOrNoneAndARerunFinishes() {
    KillSchedule schedule = new KillSchedule(6);
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    installed(site, plan);
    BooleanSupplier launcherJsonGone = () -> !Files.exists(site.launcherJson());
    KillSchedule.Timeline measured = uninstall(site).measure(launcherJsonGone);
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()));
    installed(site, plan);
    int[] outcomes = new int[3];

    for (int kill = 1; kill <= schedule.kills(); kill++) {
      KillSchedule.Moment moment = schedule.next(measured);

      ProcessGroupRun run = uninstall(site);
      boolean killed = run.kill(moment, launcherJsonGone);

      String where = schedule.describe(kill, moment, measured, killed) + "\n" + run.outcome();
      if (Files.exists(site.launcherJson())) {
        assertTrue(killed, "the uninstall finished but launcher.json is there: " + where);
        Healthy.current(site, where);
        Healthy.doctorPasses(site, where);
        outcomes[0]++;
        continue;
      }
      outcomes[killed ? 1 : 2]++;
      if (Files.exists(site.wrapper())) {
        Outcome doctor = site.developer("doctor");
        assertNotEquals(0, doctor.exitCode(), where + "\ndoctor: " + doctor);
      }
      // A kill can land after the run finished its work: then there is nothing left to
      // uninstall, which running it again reports with exit 3.
      boolean finished = pristine.differences(site.snapshot().withoutRoot()).isEmpty();
      Outcome again = site.uninstall();
      String afterwards = where + "\nafter running it again: " + again;
      if (finished) {
        assertEquals(3, again.exitCode(), afterwards);
        assertTrue(again.stderr().contains("nothing to uninstall"), afterwards);
      } else {
        assertEquals(0, again.exitCode(), afterwards);
      }
      assertEquals("", pristine.differences(site.snapshot().withoutRoot()), afterwards);
      installed(site, plan);
    }
    System.out.printf(
        "KilledUninstallTest: %d kills: %d left the installation, %d none; %d runs had finished%n",
        schedule.kills(), outcomes[0], outcomes[1], outcomes[2]);
  }

  private static void installed(Site site, Path plan) {
    Outcome install = site.install(plan);
    assertEquals(0, install.exitCode(), install.toString());
  }

  private static ProcessGroupRun uninstall(Site site) {
    return site.startInGroup("uninstall.sh", site.configDirArguments());
  }
}

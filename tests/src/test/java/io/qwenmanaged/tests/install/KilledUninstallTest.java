package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of {@code uninstall}: it removes launcher.json first, so stopped dead at any of the
 * installer's crash points, or killed with its whole process group by SIGKILL at a random moment,
 * it leaves either the working installation or none that starts. Running uninstall again finishes
 * the job, leaving the place as it was before the install (checked at every point); and installing
 * over what a stopped uninstall left works (checked once for each shape of what the points leave:
 * which folders are there and which files outside the generation folders, whose contents an install
 * removes whole, so that points that only differ in how many of a generation's files are gone are
 * installed over once).
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
  void anUninstallStoppedAtItsCrashPointsIsFinishedByARerunAndCanBeInstalledOver() {
    Site site = kit.newSite();
    Path first = site.plan("plan-1.json", "mem0-write", List.of("--model=first"));
    Path second = site.plan("plan-2.json", "mem0-write", List.of("--model=second"));
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    installed(site, first);
    installed(site, second);
    SiteCopy start = SiteCopy.of(site, kit.folder("uninstall-start"));
    SiteCopy left = SiteCopy.of(site, kit.folder("uninstall-left"));
    CrashPointRuns crash = new CrashPointRuns(kit, "uninstall-crash-points");
    List<String> points = crash.record("uninstall.sh", site.configDirArguments());
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()));
    CrashPointRuns.report("KilledUninstallTest", "an uninstall of two generations", points);

    Set<String> installedOver = new HashSet<>();
    for (int point : CrashPointRuns.chosen("KilledUninstallTest", points.size())) {
      start.restore();

      String where = crash.stopAt(point, points, "uninstall.sh", site.configDirArguments());

      leftWorkingOrNone(site, where);
      String shape = shape(site);
      left.take();
      Outcome again = site.uninstall();
      String afterwards = where + "\nafter running it again: " + again;
      assertEquals(0, again.exitCode(), afterwards);
      assertEquals("", pristine.differences(site.snapshot().withoutRoot()), afterwards);
      if (!installedOver.add(shape)) {
        continue;
      }
      left.restore();
      Outcome install = site.install(second);
      String over = where + "\ninstalling over what it left: " + install;
      assertEquals(0, install.exitCode(), over);
      Healthy.current(site, over);
      assertEquals(Optional.empty(), KilledInstallTest.keptGenerations(site, over));
      Healthy.onlyKitFiles(site, over);
    }
    System.out.printf(
        "KilledUninstallTest: of %d crash points, every stop finished by a rerun; installed over"
            + " the %d different shapes they left%n",
        points.size(), installedOver.size());
    Healthy.doctorPasses(site, "installed over what the last stop left");
  }

  @Test
  void anUninstallKilledAtRandomMomentsLeavesAWorkingInstallationOrNoneAndARerunFinishes() {
    KillSchedule schedule = new KillSchedule(3);
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    installed(site, plan);
    SiteCopy start = SiteCopy.of(site, kit.folder("random-start"));
    Duration measured = uninstall(site).measure();
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()));

    for (int kill = 1; kill <= schedule.kills(); kill++) {
      start.restore();
      Duration at = schedule.next(measured);

      ProcessGroupRun run = uninstall(site);
      boolean killed = run.kill(at);

      String where = schedule.describe(kill, at, measured, killed) + "\n" + run.outcome();
      leftWorkingOrNone(site, where);
      Outcome again = site.uninstall();
      String afterwards = where + "\nafter running it again: " + again;
      assertEquals(0, again.exitCode(), afterwards);
      assertEquals("", pristine.differences(site.snapshot().withoutRoot()), afterwards);
    }
  }

  /**
   * What the kit left at the site, as an install sees it: every folder and every file outside the
   * generation folders (whose contents an install removes whole), generation ids as {@code <id>}.
   */
  private static String shape(Site site) {
    StringBuilder shape = new StringBuilder();
    for (String path : site.snapshot().paths()) {
      Path entry = site.root().resolve(path);
      boolean inGeneration = path.matches("(opt|etc)/generations/[^/]+/.*");
      if (Files.isDirectory(entry) || !inGeneration) {
        shape.append(path.replaceAll("\\d{8}T\\d{6}Z-[0-9a-f]{4}", "<id>")).append('\n');
      }
    }
    return shape.toString();
  }

  /** The installation still works (launcher.json is there), or nothing of it starts. */
  private static void leftWorkingOrNone(Site site, String where) {
    if (Files.exists(site.launcherJson())) {
      Healthy.current(site, where);
      Healthy.doctorPasses(site, where);
    } else if (Files.exists(site.wrapper())) {
      Outcome doctor = site.developer("doctor");
      assertNotEquals(0, doctor.exitCode(), where + "\ndoctor: " + doctor);
    }
  }

  private static void installed(Site site, Path plan) {
    Outcome install = site.install(plan);
    assertEquals(0, install.exitCode(), install.toString());
  }

  private static ProcessGroupRun uninstall(Site site) {
    return site.startInGroup("uninstall.sh", site.configDirArguments());
  }
}

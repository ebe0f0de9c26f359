package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of {@code install}: {@code posix/install.sh} of a changed plan over three kept
 * generations (so the run also removes the oldest), stopped dead at the installer's crash points in
 * turn — every one, or the first, the last and one chosen at random in each quarter of the points
 * between, from a printed seed ({@link CrashPointRuns#chosen}), each time from the same
 * installation, put back from a copy — and killed with its whole process group by SIGKILL at a few
 * random moments (for the training JVMs, which no point reaches). After every stop the installation
 * is the previous generation, not touched at all, or the new one, complete and passing the
 * installed {@code qwen-managed doctor}; after every kill, either passes doctor; and running the
 * same install again finishes it, keeping three generations and nothing a stopped run left. At the
 * end, uninstall leaves nothing of the kit.
 */
@Tag("jar")
class KilledInstallTest {

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
  void anInstallStoppedAtItsCrashPointsLeavesThePreviousOrTheNewGenerationAndARerunFinishes() {
    Site site = kit.newSite();
    List<Path> plans = plans(site);
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    for (Path plan : List.of(plans.get(0), plans.get(1), plans.get(0))) {
      assertEquals(0, site.install(plan).exitCode());
    }
    String previous = Healthy.current(site, "after three installs");
    List<String> generations = site.configGenerations();
    SiteCopy start = SiteCopy.of(site, kit.folder("install-start"));
    CrashPointRuns crash = new CrashPointRuns(kit, "install-crash-points");
    List<String> arguments = List.of("--plan", plans.get(1).toString());
    List<String> points = crash.record("install.sh", arguments);
    CrashPointRuns.report("KilledInstallTest", "an install over three generations", points);
    int[] outcomes = new int[2];

    for (int point : CrashPointRuns.chosen("KilledInstallTest", points.size())) {
      start.restore();
      String untouched = Healthy.untouched(site, previous);
      if (point == 1) {
        Healthy.doctorPasses(site, "the copy of the installation put back");
      }

      String where = crash.stopAt(point, points, "install.sh", arguments);

      String now = Healthy.current(site, where);
      if (now.equals(previous)) {
        assertEquals(untouched, Healthy.untouched(site, now), where + ": the current generation");
      } else {
        assertFalse(generations.contains(now), where);
        assertEquals(Site.read(plans.get(1)), site.installedPlan(now), where);
        Healthy.doctorPasses(site, where);
      }
      outcomes[now.equals(previous) ? 0 : 1]++;
      rerunFinishes(site, plans, plans.get(1), where);
    }
    System.out.printf(
        "KilledInstallTest: of %d crash points, %d stops left the previous generation, %d the new"
            + " one%n",
        points.size(), outcomes[0], outcomes[1]);
    assertTrue(outcomes[0] > 0 && outcomes[1] > 0, "the commit is one of the points");

    Outcome uninstall = site.uninstall();
    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()));
  }

  @Test
  void anInstallKilledAtRandomMomentsLeavesThePreviousOrTheNewGenerationComplete() {
    KillSchedule schedule = new KillSchedule(4);
    Site site = kit.newSite();
    List<Path> plans = plans(site);
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    assertEquals(0, site.install(plans.get(0)).exitCode());
    Duration measured = install(site, plans.get(1)).measure();
    assertEquals(plans.get(1), planOfCurrent(site, plans));
    int[] outcomes = new int[3];

    for (int kill = 1; kill <= schedule.kills(); kill++) {
      Path target = plans.get(plans.get(0).equals(planOfCurrent(site, plans)) ? 1 : 0);
      String before = Healthy.current(site, "before kill " + kill);
      List<String> generations = site.configGenerations();
      Duration at = schedule.next(measured);

      ProcessGroupRun run = install(site, target);
      boolean killed = run.kill(at);

      String where = schedule.describe(kill, at, measured, killed) + "\n" + run.outcome();
      String now = Healthy.current(site, where);
      if (now.equals(before)) {
        assertTrue(killed, "the install finished but did not commit: " + where);
      } else {
        assertFalse(generations.contains(now), where);
        assertEquals(Site.read(target), site.installedPlan(now), where);
      }
      outcomes[!killed ? 2 : now.equals(before) ? 0 : 1]++;
      Healthy.doctorPasses(site, where);
      rerunFinishes(site, plans, target, where);
    }
    System.out.printf(
        "KilledInstallTest: %d kills: %d left the previous generation, %d the new one; %d runs"
            + " had finished%n",
        schedule.kills(), outcomes[0], outcomes[1], outcomes[2]);

    Outcome uninstall = site.uninstall();
    assertAll(
        () -> assertEquals(0, uninstall.exitCode(), uninstall.toString()),
        () ->
            assertEquals(
                "",
                pristine.differences(site.snapshot().withoutRoot()),
                "the killed installs left files that uninstall did not remove"));
  }

  private static List<Path> plans(Site site) {
    return List.of(
        site.plan("plan-a.json", "mem0-write", List.of("--model=plan-a")),
        site.plan("plan-b.json", "mem0-write", List.of("--model=plan-b")));
  }

  /**
   * The same install run again succeeds, makes {@code target} current, keeps at most three
   * generations and leaves nothing of the stopped run.
   */
  private static void rerunFinishes(Site site, List<Path> plans, Path target, String where) {
    Outcome again = site.install(target);
    String afterwards = where + "\nafter running it again: " + again;
    assertEquals(0, again.exitCode(), afterwards);
    assertEquals(target, planOfCurrent(site, plans), afterwards);
    assertEquals(Optional.empty(), keptGenerations(site, afterwards));
    Healthy.onlyKitFiles(site, afterwards);
  }

  private static ProcessGroupRun install(Site site, Path plan) {
    return site.startInGroup("install.sh", List.of("--plan", plan.toString()));
  }

  /** Which of {@code plans} the current generation was installed from. */
  private static Path planOfCurrent(Site site, List<Path> plans) {
    String id = Healthy.current(site, "reading the current plan");
    return plans.stream()
        .filter(plan -> Site.read(plan).equals(site.installedPlan(id)))
        .findFirst()
        .orElseThrow(() -> new AssertionError("generation " + id + " is of no test plan"));
  }

  /**
   * Empty when the same at most three generations are on both sides and no hidden leftover of a
   * killed run is there; else what is there, and where.
   */
  static Optional<String> keptGenerations(Site site, String where) {
    List<String> config = site.configGenerations();
    List<String> prefix = site.prefixGenerations();
    boolean kept =
        config.size() <= 3
            && config.equals(prefix)
            && config.stream().noneMatch(name -> name.startsWith("."));
    return kept
        ? Optional.empty()
        : Optional.of("config " + config + ", prefix " + prefix + "\n" + where);
  }
}

package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of {@code install}: {@code posix/install.sh} of a changed plan, with its whole
 * process group killed by SIGKILL at random moments. After every kill the installation is the
 * previous generation or the new one — complete, with every file as its manifest says, and started
 * by the installed {@code qwen-managed} — and running the same install again finishes it, keeping
 * at most three generations. At the end, uninstall leaves nothing of the kit behind.
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
  void anInstallKilledAtAnyMomentLeavesThePreviousOrTheNewGenerationComplete() {
    KillSchedule schedule = new KillSchedule(12);
    Site site = kit.newSite();
    List<Path> plans =
        List.of(
            site.plan("plan-a.json", "mem0-write", List.of("--model=plan-a")),
            site.plan("plan-b.json", "mem0-write", List.of("--model=plan-b")));
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    assertEquals(0, site.install(plans.get(0)).exitCode());
    KillSchedule.Timeline measured = install(site, plans.get(1)).measure(newGeneration(site));
    assertEquals(plans.get(1), planOfCurrent(site, plans));
    int[] outcomes = new int[3];
    List<String> tooMany = new ArrayList<>();

    for (int kill = 1; kill <= schedule.kills(); kill++) {
      Path target = plans.get(plans.get(0).equals(planOfCurrent(site, plans)) ? 1 : 0);
      String before = Healthy.current(site, "before kill " + kill);
      List<String> generations = site.configGenerations();
      KillSchedule.Moment moment = schedule.next(measured);

      ProcessGroupRun run = install(site, target);
      boolean killed = run.kill(moment, newGeneration(site));

      String where = schedule.describe(kill, moment, measured, killed) + "\n" + run.outcome();
      String now = Healthy.current(site, where);
      if (now.equals(before)) {
        assertTrue(killed, "the install finished but did not commit: " + where);
      } else {
        assertFalse(generations.contains(now), where);
        assertEquals(Site.read(target), site.installedPlan(now), where);
      }
      outcomes[!killed ? 2 : now.equals(before) ? 0 : 1]++;
      Healthy.doctorPasses(site, where);

      Outcome again = site.install(target);
      String afterwards = where + "\nafter running it again: " + again;
      assertEquals(0, again.exitCode(), afterwards);
      assertEquals(target, planOfCurrent(site, plans), afterwards);
      // Collected, not thrown: the kills after this one still test what a kill leaves.
      keptGenerations(site, afterwards).ifPresent(tooMany::add);
    }
    Healthy.doctorPasses(site, "after every kill");
    System.out.printf(
        "KilledInstallTest: %d kills: %d left the previous generation, %d the new one; %d runs"
            + " had finished%n",
        schedule.kills(), outcomes[0], outcomes[1], outcomes[2]);

    Outcome uninstall = site.uninstall();
    assertAll(
        () -> assertEquals(List.of(), tooMany, "re-runs that did not keep three generations"),
        () -> assertEquals(0, uninstall.exitCode(), uninstall.toString()),
        () ->
            assertEquals(
                "",
                pristine.differences(site.snapshot().withoutRoot()),
                "the killed installs left files that uninstall did not remove"));
  }

  private static ProcessGroupRun install(Site site, Path plan) {
    return site.startInGroup("install.sh", List.of("--plan", plan.toString()));
  }

  /** The run's last phase: a new generation's config folder is in place (then the commit). */
  static BooleanSupplier newGeneration(Site site) {
    List<String> before = site.configGenerations();
    return () ->
        site.configGenerations().stream()
            .anyMatch(name -> !name.startsWith(".") && !before.contains(name));
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

package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.model.KitVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of a first install from the linux-x64 bundle, whose largest step is copying the
 * runtimes (~330 MB, some 1 500 files) under the prefix: {@code install.sh} of the bundle's sample
 * plan, stopped dead at a few of its crash points — in the middle of the runtime copy, at the
 * rename that puts the runtimes folder in place, and at a seeded random point after it — and killed
 * with its process group at a random moment. Each run starts from an empty site. After each, a
 * runtimes folder in place holds exactly the bundle's files (a staging folder may be left), and
 * either no generation is current or the new one is and doctor passes; running the install again
 * finishes it; uninstall then leaves nothing. The points are few because each round installs the
 * bundle twice; {@code -Dinstall.kill.seed=S} replays the choice.
 */
@Tag("jar")
class KilledBundleInstallTest {

  private static UnpackedKit bundle;

  @BeforeAll
  static void unpack() {
    bundle = UnpackedKit.unpack(BundleRuntimesInstallTest.BUNDLE);
  }

  @AfterAll
  static void removeEverything() {
    bundle.close();
  }

  @Test
  void aFirstBundleInstallStoppedDuringOrAfterTheRuntimeCopyLeavesNothingOrTheWholeGeneration() {
    long seed = Long.getLong("install.kill.seed", new Random().nextLong());
    Random random = new Random(seed);
    CrashPointRuns crash = new CrashPointRuns(bundle, "bundle-crash-points");
    // One site for every round (uninstall leaves it as it was): the points' names hold its path.
    Site site = bundle.newSite();
    List<String> arguments = arguments(plan(site));
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    long recordStart = System.nanoTime();
    List<String> points = crash.record("install.sh", arguments);
    // The recorded run is a whole install: its duration is the span the kill below falls in.
    Duration measured = Duration.ofNanos(System.nanoTime() - recordStart);
    String rename = "rename to opt/runtimes/" + KitVersion.current();
    int renamed = points.indexOf(rename) + 1;
    assertTrue(renamed > 1, "no crash point " + rename + " in " + points.size() + " points");
    System.out.printf(
        "KilledBundleInstallTest: a first bundle install has %d crash points, the runtimes are"
            + " renamed into place at %d; seed %d%n",
        points.size(), renamed, seed);
    assertEquals(0, site.uninstall().exitCode());
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()));
    TreeSet<Integer> chosen = new TreeSet<>();
    chosen.add(1 + random.nextInt(renamed - 1));
    chosen.add(renamed);
    chosen.add(renamed + 1 + random.nextInt(points.size() - renamed));

    for (int point : chosen) {
      String where = crash.stopAt(point, points, "install.sh", arguments) + "; seed " + seed;
      oldOrNew(site, where);
      finishAndRemove(site, arguments, pristine, where);
    }

    Duration at = Duration.ofNanos((long) (random.nextDouble() * measured.toNanos()));
    ProcessGroupRun run = site.startInGroup("install.sh", arguments);
    boolean killed = run.kill(at);
    String where =
        "killed "
            + at.toMillis()
            + " ms after its start of "
            + measured.toMillis()
            + (killed ? "" : " (it had finished)")
            + "; seed "
            + seed
            + "\n"
            + run.outcome();
    oldOrNew(site, where);
    finishAndRemove(site, arguments, pristine, where);
  }

  private static Path plan(Site site) {
    return site.writePlan(
        "plan.json", BundleRuntimesInstallTest.samplePlan(bundle, site, "--model=killed"));
  }

  private static List<String> arguments(Path plan) {
    return List.of("--plan", plan.toString());
  }

  /**
   * Nothing current and the runtimes folder absent or complete, or the new generation current with
   * its runtimes complete and doctor passing.
   */
  private static void oldOrNew(Site site, String where) {
    Path runtimes = site.prefix().resolve("runtimes");
    if (!visible(runtimes).isEmpty()) {
      try {
        assertEquals(
            BundleRuntimesInstallTest.bundleRuntimeFiles(bundle),
            BundleRuntimesInstallTest.installedFiles(runtimes.resolve(KitVersion.current())),
            where + ": a runtimes folder in place but not the bundle's");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    if (site.currentGeneration().isPresent()) {
      Outcome verify = site.verify();
      assertEquals(0, verify.exitCode(), where + "\n" + verify);
      Healthy.doctorPasses(site, where);
    }
  }

  private static void finishAndRemove(
      Site site, List<String> arguments, TreeSnapshot pristine, String where) {
    Outcome again = site.install(Path.of(arguments.get(1)));
    assertEquals(0, again.exitCode(), where + "\nrun again: " + again);
    assertEquals(
        List.of(KitVersion.current()),
        visible(site.prefix().resolve("runtimes")),
        where + ": run again");
    Outcome verify = site.verify();
    assertEquals(0, verify.exitCode(), where + "\nverify after the run again: " + verify);
    Outcome uninstall = site.uninstall();
    assertEquals(0, uninstall.exitCode(), where + "\n" + uninstall);
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()), where);
  }

  /** The names of the entries of {@code folder} that are not hidden. */
  private static List<String> visible(Path folder) {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(folder)) {
      List<String> names = new ArrayList<>();
      list.map(path -> path.getFileName().toString())
          .filter(name -> !name.startsWith("."))
          .sorted()
          .forEach(names::add);
      return names;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

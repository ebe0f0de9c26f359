package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A changed plan is installed as a new generation beside the current one; the current generation
 * and the two before it are kept, on the prefix side and the config side alike; a dry run only says
 * what it would do.
 */
@Tag("jar")
class GenerationsTest {

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
  void eachChangedPlanMakesANewGenerationAndTheLastThreeAreKept() {
    Site site = kit.newSite();
    List<String> ids = new ArrayList<>();
    Outcome install = null;
    for (int plan = 1; plan <= 4; plan++) {
      install = site.install(plan(site, plan));
      assertEquals(0, install.exitCode(), install.toString());
      String id = Healthy.current(site, "after plan " + plan);
      assertFalse(ids.contains(id), id + " is not a new generation");
      ids.add(id);
      assertEquals(
          "[\"--model=model-" + plan + "\"]",
          site.installedPlan(id).path("extraQwenFlags").toString());
      List<String> kept = ids.subList(Math.max(0, ids.size() - 3), ids.size());
      assertEquals(kept.stream().sorted().toList(), site.configGenerations(), "after plan " + plan);
      assertEquals(site.configGenerations(), site.prefixGenerations(), "after plan " + plan);
    }
    assertTrue(install.stderr().contains("removed [" + ids.get(0) + "]"), install.toString());
    Healthy.doctorPasses(site, "after four plans");
  }

  @Test
  void aDryRunChangesNothingAndSaysWhatItWouldAddReplaceAndRemove() {
    Site site = kit.newSite();
    List<String> ids = new ArrayList<>();
    for (int plan = 1; plan <= 3; plan++) {
      ids.add(installed(site, plan));
    }
    Path fourth = plan(site, 4);
    TreeSnapshot before = site.snapshot();

    Outcome dryRun = site.install(fourth, "--dry-run");

    assertEquals(0, dryRun.exitCode(), dryRun.toString());
    assertEquals("", before.differences(site.snapshot()));
    String said = dryRun.stderr();
    assertTrue(said.contains("would add [" + site.configDir().resolve("generations")), said);
    assertTrue(said.contains(site.prefix().resolve("generations") + "/"), said);
    assertTrue(said.contains("replace [" + site.launcherJson() + "]"), said);
    assertTrue(said.contains("remove generations [" + ids.get(0) + "]"), said);
    assertTrue(said.contains("nothing was written"), said);

    Outcome json = site.install(fourth, "--dry-run", "--json");

    assertEquals(0, json.exitCode(), json.toString());
    assertEquals("dry-run", json.json().path("result").asText(), json.stdout());
    assertEquals("", before.differences(site.snapshot()));
  }

  /**
   * An install killed after it made its generation current but before it removed the generation no
   * longer kept leaves four; installing the same plan again must finish the job.
   */
  @Test
  void reinstallingAfterAnInstallStoppedBeforeItsCleanUpKeepsThreeGenerations() {
    Site site = kit.newSite();
    List<String> ids = new ArrayList<>();
    for (int plan = 1; plan <= 3; plan++) {
      ids.add(installed(site, plan));
    }
    Path oldestConfig = kit.folder("oldest-config");
    Path oldestPrefix = kit.folder("oldest-prefix");
    copy(site.configGeneration(ids.get(0)), oldestConfig);
    copy(site.prefixGeneration(ids.get(0)), oldestPrefix);
    String fourth = installed(site, 4);
    // The state of a kill right after the commit: the oldest generation is still there.
    copy(oldestConfig.resolve(ids.get(0)), site.configGeneration(ids.get(0)).getParent());
    copy(oldestPrefix.resolve(ids.get(0)), site.prefixGeneration(ids.get(0)).getParent());
    assertEquals(4, site.configGenerations().size());

    Outcome again = site.install(plan(site, 4));

    assertEquals(0, again.exitCode(), again.toString());
    assertEquals(fourth, Healthy.current(site, "after the re-run"));
    List<String> kept = List.of(ids.get(1), ids.get(2), fourth).stream().sorted().toList();
    assertEquals(kept, site.configGenerations(), again.toString());
    assertEquals(kept, site.prefixGenerations(), again.toString());
  }

  private static Path plan(Site site, int number) {
    return site.plan("plan-" + number + ".json", "mem0-write", List.of("--model=model-" + number));
  }

  /** Installs plan {@code number} and returns the generation it made current. */
  private static String installed(Site site, int number) {
    Outcome install = site.install(plan(site, number));
    assertEquals(0, install.exitCode(), install.toString());
    return Healthy.current(site, "after plan " + number);
  }

  /** {@code cp -a from into/}: the folder with its modes, owners and times. */
  private static void copy(Path from, Path into) {
    Outcome copy =
        kit.commands()
            .run(
                List.of("cp", "-a", from.toString(), into.toString() + "/"),
                UnpackedKit.adminEnvironment());
    assertEquals(0, copy.exitCode(), copy.toString());
  }
}

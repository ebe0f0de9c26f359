package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code posix/uninstall.sh} removes exactly what the install manifests list, the kit's own
 * markers, and the folders the kit created once they are empty — never a file it did not install.
 */
@Tag("jar")
class UninstallTest {

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
  void uninstallLeavesThePlaceAsItWasBeforeTheFirstInstall() {
    Site site = kit.newSite();
    Path first = site.plan("plan-1.json", "mem0-write", List.of("--model=first"));
    Path second = site.plan("plan-2.json", "mem0-write", List.of("--model=second"));
    TreeSnapshot before = site.snapshot().withoutRoot();
    installed(site, first);
    installed(site, second);

    Outcome uninstall = site.uninstall();

    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    List<String> lines = uninstall.stderr().lines().toList();
    assertTrue(
        lines.get(lines.size() - 1).startsWith("qwen-managed-admin uninstall: removed "),
        uninstall.toString());
    assertTrue(
        lines.subList(0, lines.size() - 1).stream().allMatch(line -> line.startsWith("removed /")),
        uninstall.toString());
    assertEquals("", before.differences(site.snapshot().withoutRoot()));
  }

  @Test
  void foreignFilesAndTheFoldersHoldingThemStay() throws IOException {
    Site site = kit.newSite();
    String older = installed(site, site.plan("plan-1.json", "mem0-write", List.of("--model=a")));
    installed(site, site.plan("plan-2.json", "mem0-write", List.of("--model=b")));
    Path inConfig = site.configDir().resolve("notes.txt");
    Path inGeneration = site.prefixGeneration(older).resolve("lib/local-tool.sh");
    Files.writeString(inConfig, "the admin's own notes\n");
    Files.writeString(inGeneration, "echo placed here by hand\n");

    Outcome uninstall = site.uninstall();

    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    Set<String> left = new TreeSet<>();
    for (Path top : List.of(site.configDir(), site.prefix())) {
      String name = top.getFileName().toString();
      TreeSnapshot.of(top)
          .paths()
          .forEach(path -> left.add(path.isEmpty() ? name : name + "/" + path));
    }
    assertEquals(
        Set.of(
            "etc",
            "etc/notes.txt",
            "opt",
            "opt/generations",
            "opt/generations/" + older,
            "opt/generations/" + older + "/lib",
            "opt/generations/" + older + "/lib/local-tool.sh"),
        left);
    assertEquals("the admin's own notes\n", Files.readString(inConfig));
    assertEquals("echo placed here by hand\n", Files.readString(inGeneration));
    assertTrue(
        uninstall.stderr().contains(site.prefixGeneration(older).toString()), uninstall.toString());
  }

  @Test
  void aDryRunRemovesNothing() {
    Site site = kit.newSite();
    installed(site, site.plan("plan.json", "mem0-write", List.of()));
    TreeSnapshot before = site.snapshot();

    Outcome dryRun = site.uninstall("--dry-run");

    assertEquals(0, dryRun.exitCode(), dryRun.toString());
    assertTrue(dryRun.stderr().contains("would remove"), dryRun.toString());
    assertEquals("", before.differences(site.snapshot()));
    Outcome json = site.uninstall("--dry-run", "--json");
    assertEquals("dry-run", json.json().path("result").asText(), json.stdout());
    assertEquals("", before.differences(site.snapshot()));
    Healthy.doctorPasses(site, "after uninstall --dry-run");
  }

  /** {@code --help} says the dry run lists what would be removed: the administrator reads it. */
  @Test
  void aDryRunNamesEveryFileItWouldRemove() {
    Site site = kit.newSite();
    String id = installed(site, site.plan("plan.json", "mem0-write", List.of()));

    Outcome dryRun = site.uninstall("--dry-run");

    assertEquals(0, dryRun.exitCode(), dryRun.toString());
    assertAll(
        site.manifest(id).keySet().stream()
            .map(
                file ->
                    () ->
                        assertTrue(
                            dryRun.stderr().contains(file), file + " is not named:\n" + dryRun)));
  }

  /**
   * Uninstall removes launcher.json first, so a kill right after that step leaves every other file
   * in place and no launcher.json: running uninstall again must finish the job.
   */
  @Test
  void anUninstallStoppedAfterRemovingLauncherJsonFinishesWhenRunAgain() throws IOException {
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    TreeSnapshot before = site.snapshot().withoutRoot();
    installed(site, plan);
    Files.delete(site.launcherJson());

    Outcome again = site.uninstall();

    assertEquals(0, again.exitCode(), again.toString());
    assertFalse(Files.exists(site.configDir()), again.toString());
    assertEquals("", before.differences(site.snapshot().withoutRoot()));
  }

  /**
   * Uninstall removes the generations' copies of launcher.json after every record that lists them,
   * so a kill between the two leaves only those copies: running uninstall again removes them.
   */
  @Test
  void anUninstallStoppedWithOnlyTheGenerationsLauncherJsonCopiesLeftFinishesWhenRunAgain()
      throws IOException {
    Site site = kit.newSite();
    Path first = site.plan("plan-1.json", "mem0-write", List.of("--model=first"));
    Path second = site.plan("plan-2.json", "mem0-write", List.of("--model=second"));
    TreeSnapshot before = site.snapshot().withoutRoot();
    installed(site, first);
    installed(site, second);
    Path generations = site.configDir().resolve("generations");
    List<Path> copies;
    try (var walk = Files.walk(generations)) {
      copies = walk.filter(file -> file.endsWith("launcher.json")).toList();
    }
    assertEquals(2, copies.size(), copies.toString());
    deleteKitFilesBut(site, copies);

    Outcome again = site.uninstall();

    assertEquals(0, again.exitCode(), again.toString());
    assertEquals("", before.differences(site.snapshot().withoutRoot()), again.toString());
  }

  /**
   * The last step removes the empty generation folders after the last copy of launcher.json: a kill
   * just before it leaves those folders and the record of the folders the kit made.
   */
  @Test
  void anUninstallStoppedWithOnlyEmptyGenerationFoldersLeftFinishesWhenRunAgain()
      throws IOException {
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    TreeSnapshot before = site.snapshot().withoutRoot();
    installed(site, plan);
    deleteKitFilesBut(site, List.of());
    try (var walk = Files.walk(site.prefix())) {
      for (Path folder : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(folder);
      }
    }

    Outcome again = site.uninstall();

    assertEquals(0, again.exitCode(), again.toString());
    assertEquals("", before.differences(site.snapshot().withoutRoot()), again.toString());
  }

  /**
   * A second uninstall — what a configuration-management "absent" state runs every time — finds
   * nothing of the kit, says so naming the config directory, exits 0 and changes nothing.
   */
  @Test
  void aSecondUninstallFindsNothingToUninstallAndExitsZero() {
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    TreeSnapshot before = site.snapshot().withoutRoot();
    installed(site, plan);
    Outcome first = site.uninstall();
    assertEquals(0, first.exitCode(), first.toString());

    Outcome again = site.uninstall();

    assertEquals(0, again.exitCode(), again.toString());
    assertEquals(
        "qwen-managed-admin uninstall: nothing to uninstall at "
            + site.configDir()
            + ": no installation of the kit is there\n",
        again.stderr(),
        again.toString());
    assertEquals("", again.stdout());
    Outcome json = site.uninstall("--json");
    assertEquals(0, json.exitCode(), json.toString());
    assertEquals("absent", json.json().path("result").asText(), json.stdout());
    assertEquals(0, json.json().path("exitCode").asInt(), json.stdout());
    assertEquals(site.configDir().toString(), json.json().path("directory").asText());
    assertEquals("", json.stderr());
    assertEquals("", before.differences(site.snapshot().withoutRoot()));
  }

  @Test
  void anUninstallWhereNothingWasEverInstalledFindsNothingToUninstall() {
    Site site = kit.newSite();
    TreeSnapshot before = site.snapshot();

    Outcome uninstall = site.uninstall();
    Outcome dryRun = site.uninstall("--dry-run", "--json");

    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    assertTrue(uninstall.stderr().contains("nothing to uninstall at " + site.configDir()));
    assertEquals(0, dryRun.exitCode(), dryRun.toString());
    assertEquals("absent", dryRun.json().path("result").asText(), dryRun.stdout());
    assertEquals("", before.differences(site.snapshot()));
  }

  /**
   * A launcher.json the kit did not install (it names no generation) is not the kit's to remove.
   */
  @Test
  void aLauncherJsonThatNamesNoInstalledGenerationStaysAndNothingIsUninstalled()
      throws IOException {
    Site site = kit.newSite();
    Files.createDirectories(site.configDir());
    Files.writeString(site.launcherJson(), "{\"written\": \"by hand\"}\n");
    TreeSnapshot before = site.snapshot();

    Outcome uninstall = site.uninstall();

    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    assertTrue(
        uninstall
            .stderr()
            .contains(site.launcherJson() + " names no installed generation and stays as it is"),
        uninstall.toString());
    assertEquals("", before.differences(site.snapshot()));
  }

  /**
   * Generation records that no launcher.json leads to (both copies removed by hand) are not an
   * installation uninstall can finish: it names them and removes nothing.
   */
  @Test
  void installManifestsThatNoLauncherJsonLeadsToAreRefusedAndNothingIsRemoved() throws IOException {
    Site site = kit.newSite();
    String id = installed(site, site.plan("plan.json", "mem0-write", List.of()));
    Files.delete(site.launcherJson());
    Files.delete(site.configGeneration(id).resolve("launcher.json"));
    TreeSnapshot before = site.snapshot();

    Outcome uninstall = site.uninstall();

    assertEquals(3, uninstall.exitCode(), uninstall.toString());
    assertTrue(
        uninstall
            .stderr()
            .startsWith(site.configGeneration(id).resolve("install-manifest.json") + ":: error: "),
        uninstall.toString());
    assertTrue(uninstall.stderr().contains("nothing was removed"), uninstall.toString());
    uninstall.assertNoStackTrace();
    assertEquals("", before.differences(site.snapshot()));
  }

  /**
   * What a stopped install leaves among the generations is the kit's own: a staging folder (stopped
   * while it copied the jars) or the retired oldest generation it had not yet deleted (stopped
   * right after its commit). Uninstall removes those too.
   */
  @Test
  void anUninstallAfterAStoppedInstallRemovesWhatTheInstallLeft() {
    Site site = kit.newSite();
    Path first = site.plan("plan-1.json", "mem0-write", List.of("--model=first"));
    Path second = site.plan("plan-2.json", "mem0-write", List.of("--model=second"));
    TreeSnapshot before = site.snapshot().withoutRoot();
    for (Path plan : List.of(first, second, first)) {
      installed(site, plan);
    }
    SiteCopy start = SiteCopy.of(site, kit.folder("stopped-install-start"));
    CrashPointRuns crash = new CrashPointRuns(kit, "stopped-install");
    List<String> arguments = List.of("--plan", second.toString());
    List<String> points = crash.record("install.sh", arguments);
    int staging = points.indexOf("write .<id>.staging/lib/hook.jar") + 1;
    int committed = 1;
    while (committed <= points.size()
        && !(points.get(committed - 1).startsWith("replace ")
            && points.get(committed - 1).endsWith("/etc/launcher.json"))) {
      committed++;
    }
    assertTrue(staging > 0 && committed <= points.size(), points.toString());

    for (int point : List.of(staging, committed)) {
      start.restore();
      String where = crash.stopAt(point, points, "install.sh", arguments);
      assertTrue(
          site.configGenerations().stream().anyMatch(name -> name.startsWith("."))
              || site.prefixGenerations().stream().anyMatch(name -> name.startsWith(".")),
          where + ": no hidden folder among " + site.prefixGenerations());

      Outcome uninstall = site.uninstall();

      assertEquals(0, uninstall.exitCode(), where + "\n" + uninstall);
      assertEquals("", before.differences(site.snapshot().withoutRoot()), where);
    }
  }

  /**
   * Deletes every file under the site's prefix and config directory except {@code kept} and the
   * record of the folders the kit made: what a stopped uninstall can leave.
   */
  private static void deleteKitFilesBut(Site site, List<Path> kept) throws IOException {
    List<Path> files;
    try (var walk = Files.walk(site.root())) {
      files =
          walk.filter(Files::isRegularFile)
              .filter(file -> file.startsWith(site.prefix()) || file.startsWith(site.configDir()))
              .filter(file -> !kept.contains(file))
              .filter(file -> !file.endsWith(".created-by-qwen-managed"))
              .toList();
    }
    for (Path file : files) {
      Files.delete(file);
    }
  }

  private static String installed(Site site, Path plan) {
    Outcome install = site.install(plan);
    assertEquals(0, install.exitCode(), install.toString());
    return Healthy.current(site, "after installing " + plan.getFileName());
  }
}

package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code posix/uninstall.sh} where a stopped run left part of an installation: an uninstall stopped
 * after any of its steps is finished by running it again, and what a stopped install left among the
 * generations is removed too.
 */
@Tag("jar")
class StoppedUninstallTest {

  private static UnpackedKit kit;

  @BeforeAll
  static void unpack() {
    kit = UnpackedKit.unpack();
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
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

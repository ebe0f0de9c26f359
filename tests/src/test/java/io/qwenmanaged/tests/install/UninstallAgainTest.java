package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code posix/uninstall.sh} where no installation is: after a finished uninstall, or where none
 * ever was, it finds nothing to do (exit 0, {@code absent}); a launcher.json the kit did not
 * install stays; install manifests no launcher.json leads to are refused.
 */
@Tag("jar")
class UninstallAgainTest {

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
            .startsWith(site.configGeneration(id).resolve("install-manifest.json") + ": error: "),
        uninstall.toString());
    assertTrue(uninstall.stderr().contains("nothing was removed"), uninstall.toString());
    uninstall.assertNoStackTrace();
    assertEquals("", before.differences(site.snapshot()));
  }

  private static String installed(Site site, Path plan) {
    Outcome install = site.install(plan);
    assertEquals(0, install.exitCode(), install.toString());
    return Healthy.current(site, "after installing " + plan.getFileName());
  }
}

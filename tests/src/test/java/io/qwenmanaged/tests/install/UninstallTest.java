package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
  void aDryRunNamesEveryFileItWouldRemoveAndNotThoseOfAQwenItDidNotInstall() {
    Site site = kit.newSite();
    String id = installed(site, site.plan("plan.json", "mem0-write", List.of()));

    Outcome dryRun = site.uninstall("--dry-run");

    assertEquals(0, dryRun.exitCode(), dryRun.toString());
    // The plan's Qwen is not the kit's: its patched files are listed only so the start checks them.
    Path qwenPackage = site.qwenCli().getParent();
    assertAll(
        site.manifest(id).keySet().stream()
            .filter(file -> !file.startsWith(qwenPackage.toString()))
            .map(
                file ->
                    () ->
                        assertTrue(
                            dryRun.stderr().contains(file), file + " is not named:\n" + dryRun)));
    assertFalse(dryRun.stderr().contains(qwenPackage.toString()), dryRun.toString());
  }

  private static String installed(Site site, Path plan) {
    Outcome install = site.install(plan);
    assertEquals(0, install.exitCode(), install.toString());
    return Healthy.current(site, "after installing " + plan.getFileName());
  }
}

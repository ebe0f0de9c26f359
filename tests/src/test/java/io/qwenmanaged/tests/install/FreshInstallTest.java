package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.tests.kit.ManagedQwenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A first install from the unpacked distribution ({@code posix/install.sh --plan}) into an empty
 * prefix and config directory: one generation, current, complete, and started by the installed
 * {@code bin/qwen-managed}. The tests only read the one installation.
 */
@Tag("jar")
class FreshInstallTest {

  private static UnpackedKit kit;
  private static Site site;
  private static Outcome install;

  @BeforeAll
  static void installOnce() {
    kit = UnpackedKit.unpack();
    site = kit.newSite();
    install = site.install(site.plan("plan.json", "mem0-write", List.of()));
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void aFreshInstallMakesItsOnlyGenerationCurrent() {
    assertEquals(0, install.exitCode(), install.toString());
    String id = Healthy.current(site, "after the install");
    assertTrue(
        install.stderr().startsWith("qwen-managed-admin install: generation " + id + " is current"),
        install.toString());
    assertEquals("", install.stdout());
    assertEquals(List.of(id), site.configGenerations());
    assertEquals(List.of(id), site.prefixGenerations());
  }

  @Test
  void theInstalledCommandsDoctorPassesEveryCheckOfTheWriteProfile() {
    List<String> lines = Healthy.doctorPasses(site, "after a fresh install");

    assertTrue(
        lines.contains("ok   mcp server: tools/list answered context_search, context_remember"),
        lines.toString());
    assertTrue(
        lines.stream().anyMatch(line -> line.startsWith("ok   confirmation hook:")),
        lines.toString());
    assertTrue(
        lines.contains("ok   qwen version: Qwen Code " + Site.QWEN_VERSION), lines.toString());
  }

  @Test
  void policyShowsThePlansProfileAndTheConfigDirectory() {
    Outcome policy = site.developer("policy", "--json");

    assertEquals(0, policy.exitCode(), policy.toString());
    JsonNode json = policy.json();
    assertEquals("mem0-write", json.path("profile").asText(), policy.stdout());
    assertEquals(
        site.launcherJson().toString(), json.at("/paths/launcherConfig").asText(), policy.stdout());
    assertFalse(policy.stdout().contains(Site.CREDENTIAL));
  }

  @Test
  void theManifestListsExactlyEveryInstalledFileWithItsHash() throws IOException {
    String id = Healthy.current(site, "after the install");
    Path config = site.configGeneration(id);
    Path prefix = site.prefixGeneration(id);
    Set<String> expected = new TreeSet<>();
    expected.add(site.launcherJson().toString());
    expected.add(site.wrapper().toString());
    for (String file :
        List.of(
            "external-context.json",
            "system-settings.json",
            "system-defaults.json",
            "user-settings.json",
            "plan.json",
            "launcher.json",
            "file-fingerprints.json")) {
      expected.add(config.resolve(file).toString());
    }
    for (String file :
        List.of(
            "launcher.args",
            "lib/hook.jar",
            "lib/hook.jsa",
            "lib/mcp-server.jar",
            "lib/mcp-server.jsa",
            "lib/launcher.jar",
            "lib/launcher.jsa")) {
      expected.add(prefix.resolve(file).toString());
    }
    // The patched files of the managed Qwen the plan points at, so the start checks them too.
    Path qwenPackage = site.qwenCli().getParent();
    for (String file : ManagedQwenFiles.paths()) {
      expected.add(qwenPackage.resolve(file).toString());
    }
    Map<String, String> manifest = site.manifest(id);

    assertEquals(expected, manifest.keySet());
    for (Map.Entry<String, String> file : manifest.entrySet()) {
      assertEquals(
          Sha256.hex(Files.readAllBytes(Path.of(file.getKey()))), file.getValue(), file.getKey());
    }
    Set<String> onDisk = new TreeSet<>();
    try (Stream<Path> walk = Stream.concat(Files.walk(config), Files.walk(prefix))) {
      walk.filter(Files::isRegularFile).forEach(path -> onDisk.add(path.toString()));
    }
    onDisk.remove(config.resolve("install-manifest.json").toString());
    onDisk.add(site.launcherJson().toString());
    onDisk.add(site.wrapper().toString());
    for (String file : ManagedQwenFiles.paths()) {
      onDisk.add(qwenPackage.resolve(file).toString());
    }
    assertEquals(expected, onDisk, "the generation's folders hold files the manifest omits");
  }

  @Test
  void classDataArchivesAreTrainedBesideEachJarAndNamedInTheCommands() throws IOException {
    String id = Healthy.current(site, "after the install");
    Path lib = site.prefixGeneration(id).resolve("lib");
    for (String jar : List.of("hook", "mcp-server", "launcher")) {
      Path archive = lib.resolve(jar + ".jsa");
      assertTrue(Files.isRegularFile(archive), archive + " is missing");
      assertTrue(Files.size(archive) > 0, archive + " is empty");
    }
    String launcherArgs = Files.readString(site.prefixGeneration(id).resolve("launcher.args"));
    assertTrue(
        launcherArgs
            .lines()
            .toList()
            .contains("-XX:SharedArchiveFile=" + lib.resolve("launcher.jsa")),
        launcherArgs);
    String settings = Files.readString(site.configGeneration(id).resolve("system-settings.json"));
    for (String jar : List.of("hook", "mcp-server")) {
      assertTrue(
          settings.contains("-XX:SharedArchiveFile=" + lib.resolve(jar + ".jsa")),
          jar + "'s archive is not in its command:\n" + settings);
    }
  }

  @Test
  void everythingInstalledBelongsToTheInstallingUserAndOnlyItCanWriteIt() throws IOException {
    String owner = Files.getOwner(site.root()).getName();
    Set<PosixFilePermission> othersWrite =
        Set.of(PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);
    try (Stream<Path> walk =
        Stream.concat(Files.walk(site.configDir()), Files.walk(site.prefix()))) {
      for (Path path : walk.toList()) {
        assertEquals(
            owner, Files.getOwner(path, LinkOption.NOFOLLOW_LINKS).getName(), path.toString());
        assertFalse(Files.isSymbolicLink(path), path + " is a symbolic link");
        Set<PosixFilePermission> mode = Files.getPosixFilePermissions(path);
        assertTrue(mode.stream().noneMatch(othersWrite::contains), path + " " + mode);
      }
    }
    assertTrue(Files.isExecutable(site.wrapper()));
  }
}

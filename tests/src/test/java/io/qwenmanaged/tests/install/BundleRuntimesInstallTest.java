package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.KitVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The linux-x64 bundle, unpacked, installs with its own runtimes: with a PATH that has no java and
 * no node (a folder with only the few tools the scripts use) and — as root where {@code unshare -n}
 * works — no network, its sample plan (which leaves the runtimes out) installs a generation whose
 * {@code launcher.json} pins the bundled Java, Node.js and Qwen Code installed under {@code
 * <prefix>/runtimes/<kit version>}; {@code verify} and the installed {@code doctor} pass; a changed
 * runtime file fails {@code verify} and the launcher's start (exit 3) by name; a second generation
 * shares the runtimes; uninstall leaves nothing. From the plain distribution the same plan is
 * refused naming the key.
 */
@Tag("jar")
class BundleRuntimesInstallTest {

  static final String BUNDLE = "distribution/target/qwen-managed-kit-linux-x64.tar.gz";

  private static UnpackedKit bundle;

  @BeforeAll
  static void unpack() {
    bundle = UnpackedKit.unpack(BUNDLE);
  }

  @AfterAll
  static void removeEverything() {
    bundle.close();
  }

  /** The magic number of a static class-data archive, which an ahead-of-time cache is. */
  private static final int STATIC_ARCHIVE_MAGIC = 0xf00baba2;

  /** The magic number of a dynamic class-data archive. */
  private static final int DYNAMIC_ARCHIVE_MAGIC = 0xf00baba8;

  @Test
  void theBundleInstallsOfflineOnItsOwnRuntimesSharedByItsGenerations() throws IOException {
    Site site = bundle.newSite();
    Path first = site.writePlan("a.json", samplePlan(bundle, site, "--model=a"));
    Path changedPlan = site.writePlan("b.json", samplePlan(bundle, site, "--model=b"));
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    Path runtimes = site.prefix().resolve("runtimes").resolve(KitVersion.current());

    Outcome install = offline(first);

    assertEquals(0, install.exitCode(), install.toString());
    JsonNode pinned = Site.read(site.launcherJson()).path("runtimes");
    assertEquals(runtimes.resolve("java/bin/java").toString(), pinned.path("java").asText());
    assertEquals(runtimes.resolve("node/bin/node").toString(), pinned.path("node").asText());
    assertEquals(
        runtimes.resolve("qwen/node_modules/@qwen-code/qwen-code/cli.js").toString(),
        pinned.path("qwenCli").asText());
    assertEquals(Site.QWEN_VERSION, pinned.path("qwenVersion").asText());
    assertEquals(bundleRuntimeFiles(bundle), installedFiles(runtimes));
    assertAheadOfTimeCaches(site);
    Outcome verify = site.verify();
    assertEquals(0, verify.exitCode(), verify.toString());
    offlineDoctorPasses(site);

    Outcome second = offline(changedPlan);
    assertEquals(0, second.exitCode(), second.toString());
    assertEquals(2, site.configGenerations().size());
    for (String id : site.configGenerations()) {
      assertEquals(
          pinned.path("java").asText(),
          Site.read(site.configGeneration(id).resolve("launcher.json"))
              .at("/runtimes/java")
              .asText());
    }
    try (Stream<Path> folders = Files.list(runtimes.getParent())) {
      assertEquals(List.of(runtimes), folders.toList(), "one runtimes folder for one kit version");
    }

    Path changed = runtimes.resolve("qwen/node_modules/@qwen-code/qwen-code/package.json");
    byte[] original = Files.readAllBytes(changed);
    Files.writeString(changed, "{\"version\":\"0.24.4\"}\n", StandardCharsets.UTF_8);
    Outcome tampered = site.verify();
    assertEquals(3, tampered.exitCode(), tampered.toString());
    assertTrue(tampered.stderr().contains(changed.toString()), tampered.toString());
    Outcome start = startInATerminal(site);
    assertEquals(3, start.exitCode(), start.toString());
    assertTrue(
        start.stdout().contains(changed + ": error: has changed since it was installed"),
        start.toString());
    Files.write(changed, original);

    Outcome uninstall = site.uninstall();
    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()));
  }

  @Test
  void aChangedLineInAPatchedQwenFileFailsVerifyAndTheStart() throws IOException {
    Site site = bundle.newSite();
    Outcome install = offline(site.writePlan("a.json", samplePlan(bundle, site, "--model=a")));
    assertEquals(0, install.exitCode(), install.toString());
    Path patched =
        site.prefix()
            .resolve("runtimes")
            .resolve(KitVersion.current())
            .resolve("qwen/node_modules/@qwen-code/qwen-code/chunks/chunk-LYEINKJD.js");
    String text = Files.readString(patched, StandardCharsets.UTF_8);
    assertTrue(text.contains("globalThis.__qwenManagedOnly"), "the bundle's Qwen is not patched");

    Files.writeString(
        patched,
        text.replace("requested?.enabled === true", "requested?.enabled === false"),
        StandardCharsets.UTF_8);
    Outcome verify = site.verify();
    Outcome start = startInATerminal(site);

    assertEquals(3, verify.exitCode(), verify.toString());
    assertTrue(verify.stderr().contains(patched.toString()), verify.toString());
    assertEquals(3, start.exitCode(), start.toString());
    assertTrue(
        start.stdout().contains(patched + ": error: has changed since it was installed"),
        start.toString());
  }

  @Test
  void aSecondKitVersionGetsItsOwnRuntimesAndTheFirstGoesOnceNoKeptGenerationRunsIt()
      throws IOException {
    Site site = bundle.newSite();
    Path second = SecondKitVersion.copy(bundle.root(), bundle.folder("second-kit"), "0.1.1-test");
    List<Path> plans = new ArrayList<>();
    for (String flag : List.of("--model=a", "--model=b", "--model=c", "--model=d")) {
      plans.add(site.writePlan(flag.substring(8) + ".json", samplePlan(bundle, site, flag)));
    }
    TreeSnapshot pristine = site.snapshot().withoutRoot();
    Path runtimes = site.prefix().resolve("runtimes");

    assertEquals(0, offline(plans.get(0)).exitCode());
    Outcome upgrade = run(second.resolve("posix/install.sh"), "--plan", plans.get(1).toString());

    assertEquals(0, upgrade.exitCode(), upgrade.toString());
    assertEquals(List.of(KitVersion.current(), "0.1.1-test"), names(runtimes));
    assertEquals(
        runtimes.resolve("0.1.1-test/java/bin/java").toString(),
        Site.read(site.launcherJson()).at("/runtimes/java").asText());
    Outcome verify = site.verify();
    assertEquals(0, verify.exitCode(), verify.toString());

    for (Path plan : plans.subList(2, 4)) {
      Outcome install = run(second.resolve("posix/install.sh"), "--plan", plan.toString());
      assertEquals(0, install.exitCode(), install.toString());
    }
    assertEquals(
        List.of("0.1.1-test"), names(runtimes), "no kept generation runs the first kit version");

    Outcome uninstall =
        run(second.resolve("posix/uninstall.sh"), "--config-dir", site.configDir().toString());
    assertEquals(0, uninstall.exitCode(), uninstall.toString());
    assertEquals("", pristine.differences(site.snapshot().withoutRoot()));
  }

  @Test
  void thePlainDistributionRefusesAPlanThatLeavesTheRuntimesOutNamingTheKey() {
    try (UnpackedKit plain = UnpackedKit.unpack()) {
      Site site = plain.newSite();
      Path plan = site.writePlan("plan.json", samplePlan(bundle, site, "--model=a"));

      Outcome install = site.install(plan);

      assertEquals(3, install.exitCode(), install.toString());
      assertTrue(install.stderr().contains("/runtimes/java"), install.toString());
      assertTrue(install.stderr().contains("linux-x64 bundle"), install.toString());
      assertFalse(Files.exists(site.launcherJson()));
    }
  }

  /** The bundle's mem0-write sample, for {@code site}: it leaves the runtimes to the bundle. */
  static ObjectNode samplePlan(UnpackedKit kit, Site site, String flag) {
    ObjectNode plan =
        (ObjectNode) Site.read(kit.root().resolve("samples/plan-posix-mem0-write.json"));
    JsonNode runtimes = plan.path("runtimes");
    for (String key : List.of("java", "node", "qwenCli", "qwenVersion")) {
      assertFalse(runtimes.has(key), "the bundle's sample sets runtimes." + key);
    }
    plan.put("installPrefix", site.prefix().toString());
    plan.put("configDir", site.configDir().toString());
    plan.put("workspace", site.workspace().toString());
    plan.putArray("extraQwenFlags").add(flag);
    return plan;
  }

  /**
   * {@code posix/install.sh --plan PLAN} of the bundle with a PATH that has no java and no node, in
   * a network namespace of its own when this runs as root and {@code unshare -n} works.
   */
  private static Outcome offline(Path plan) {
    List<String> command = new ArrayList<>(offlinePrefix());
    command.addAll(List.of(bundle.script("install.sh").toString(), "--plan", plan.toString()));
    Map<String, String> environment = new LinkedHashMap<>();
    environment.put("PATH", tools().toString());
    environment.put("HOME", System.getProperty("user.home"));
    environment.put("LANG", "C.UTF-8");
    return bundle.commands().run(command, environment);
  }

  /**
   * The bundle's Java 25 makes the launcher an ahead-of-time cache (a static class-data archive:
   * its header's magic number), and the hook and the MCP server the dynamic archive every java
   * makes.
   */
  private static void assertAheadOfTimeCaches(Site site) throws IOException {
    Path lib = site.prefixGeneration(site.currentGeneration().orElseThrow()).resolve("lib");
    Map<String, Integer> expected =
        Map.of(
            "hook.jsa", DYNAMIC_ARCHIVE_MAGIC,
            "launcher.jsa", STATIC_ARCHIVE_MAGIC,
            "mcp-server.jsa", DYNAMIC_ARCHIVE_MAGIC);
    for (Map.Entry<String, Integer> archive : expected.entrySet()) {
      byte[] header = new byte[4];
      try (InputStream in = Files.newInputStream(lib.resolve(archive.getKey()))) {
        assertEquals(4, in.readNBytes(header, 0, 4), archive.getKey());
      }
      int magic = ByteBuffer.wrap(header).order(ByteOrder.LITTLE_ENDIAN).getInt();
      assertEquals(
          archive.getValue(), magic, archive.getKey() + " is not the kind of archive expected");
    }
  }

  private static void offlineDoctorPasses(Site site) {
    List<String> command = new ArrayList<>(offlinePrefix());
    command.addAll(List.of(site.wrapper().toString(), "doctor"));
    Outcome doctor = bundle.commands().run(command, Site.developerEnvironment());
    assertEquals(0, doctor.exitCode(), doctor.toString());
    for (String line : doctor.stdout().lines().toList()) {
      assertTrue(line.startsWith("ok "), "not ok: " + line + "\n" + doctor);
    }
    assertTrue(doctor.stdout().contains("Qwen Code " + Site.QWEN_VERSION), doctor.toString());
  }

  /**
   * The developer's {@code qwen-managed} started in a pseudo-terminal ({@code script}, which passes
   * the launcher's exit code on and copies what it wrote to the terminal to its stdout).
   */
  private static Outcome startInATerminal(Site site) {
    List<String> command =
        List.of("/usr/bin/script", "-qec", "'" + site.wrapper() + "'", "/dev/null");
    return bundle.commands().run(command, Site.developerEnvironment());
  }

  private static Outcome run(Path script, String... arguments) {
    List<String> command = new ArrayList<>(List.of(script.toString()));
    command.addAll(List.of(arguments));
    return bundle.commands().run(command, UnpackedKit.adminEnvironment());
  }

  private static List<String> names(Path folder) throws IOException {
    try (Stream<Path> list = Files.list(folder)) {
      return list.map(path -> path.getFileName().toString()).sorted().toList();
    }
  }

  /** {@code unshare -n} where it works (as root), else nothing. */
  private static List<String> offlinePrefix() {
    Outcome probe =
        bundle.commands().run(List.of("unshare", "-n", "true"), UnpackedKit.adminEnvironment());
    if (probe.exitCode() == 0) {
      return List.of("unshare", "-n");
    }
    System.out.println("BundleRuntimesInstallTest: unshare -n does not work here; network left on");
    return List.of();
  }

  /** A PATH folder with only the tools the shipped scripts use: no java, no node. */
  private static Path tools() {
    Path folder = bundle.folder("tools");
    try {
      for (String tool : List.of("sh", "sed", "dirname")) {
        Path link = folder.resolve(tool);
        if (!Files.exists(link)) {
          Files.createSymbolicLink(link, locate(tool));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return folder;
  }

  private static Path locate(String tool) {
    for (String dir : List.of("/usr/bin", "/bin")) {
      if (Files.isExecutable(Path.of(dir, tool))) {
        return Path.of(dir, tool);
      }
    }
    throw new AssertionError("no " + tool + " on this machine");
  }

  /** The bundle's runtime files by path below {@code runtime/}, with their SHA-256 lines. */
  static Map<String, String> bundleRuntimeFiles(UnpackedKit kit) throws IOException {
    Map<String, String> files = new LinkedHashMap<>();
    for (String line : Files.readAllLines(kit.root().resolve("SHA256SUMS"))) {
      if (line.substring(66).startsWith("runtime/")) {
        files.put(line.substring(66 + "runtime/".length()), line.substring(0, 64));
      }
    }
    return files;
  }

  static Map<String, String> installedFiles(Path runtimes) throws IOException {
    Map<String, String> files = new LinkedHashMap<>();
    try (Stream<Path> walk = Files.walk(runtimes)) {
      for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
        files.put(
            runtimes.relativize(file).toString(),
            io.qwenmanaged.policy.files.Sha256.hex(Files.readAllBytes(file)));
      }
    }
    return files;
  }
}

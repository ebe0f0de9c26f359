package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.install.testing.Tree;
import io.qwenmanaged.policy.files.Sha256;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code install} run in-process on a {@link TestMachine}: what it writes, keeps and refuses. */
@Tag("unit")
class InstallCommandTest {

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;

  @BeforeEach
  void machine() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
  }

  private Run install(Path plan, String... extra) {
    List<String> args = new ArrayList<>(List.of("install", "--plan", plan.toString(), "--json"));
    args.addAll(List.of(extra));
    return machine.run(args.toArray(String[]::new));
  }

  private Path plan(int timeoutMs) {
    ObjectNode plan = TestPlans.of(machine, "mem0-write").put("timeoutMs", timeoutMs);
    return TestPlans.write(machine, plan, "plan-" + timeoutMs + ".json");
  }

  @Test
  void aQwenVersionRangeOutsideABundleIsRefusedAsARange() {
    ObjectNode plan = TestPlans.of(machine, "mem0-write");
    ((ObjectNode) plan.get("runtimes")).put("qwenVersion", "~0.24.4");

    Run run = install(TestPlans.write(machine, plan, "plan.json"));

    assertEquals(3, run.exit(), run.stdout());
    assertEquals(
        "plan.json:/runtimes/qwenVersion: error: must be an exact version (a range is not"
            + " allowed)",
        run.json().path("diagnostics").path(0).path("line").asText(),
        run.stdout());
  }

  @Test
  void aFreshInstallMakesItsGenerationCurrentWithTheDistributionsJars() throws IOException {
    Run run = install(TestPlans.written(machine, "mem0-write"));

    assertEquals(0, run.exit(), run.stdout());
    assertEquals("installed", run.json().path("result").asText());
    String id = installed.current();
    assertEquals(List.of(id), installed.configGenerations());
    assertEquals(List.of(id), installed.prefixGenerations());
    Path lib = installed.prefixGeneration(id).resolve("lib");
    for (String jar : List.of("hook.jar", "mcp-server.jar", "launcher.jar")) {
      assertArrayEquals(Files.readAllBytes(machine.lib().resolve(jar)), read(lib.resolve(jar)));
    }
    assertFalse(Files.exists(lib.resolve("installer.jar")));
    assertTrue(Files.isExecutable(installed.wrapper()));
    assertTrue(
        run.json().path("summary").asText().startsWith("generation " + id + " is current"),
        run.stdout());
  }

  @Test
  void theManifestListsEveryInstalledFileWithItsHash() throws IOException {
    install(TestPlans.written(machine, "mem0-write"));
    String id = installed.current();

    JsonNode files =
        Installed.json(installed.configGeneration(id).resolve("install-manifest.json"))
            .path("files");

    List<Path> expected = new ArrayList<>();
    expected.add(installed.launcherJson());
    expected.add(installed.wrapper());
    expected.add(installed.prefixGeneration(id).resolve("lib").resolve("hook.jar"));
    expected.add(installed.prefixGeneration(id).resolve("launcher.args"));
    expected.add(installed.configGeneration(id).resolve("plan.json"));
    for (Path file : expected) {
      assertEquals(
          Sha256.hex(read(file)), files.path(file.toString()).asText(), file + " in " + files);
    }
    assertFalse(
        files.has(installed.configGeneration(id).resolve("install-manifest.json").toString()));
  }

  @Test
  void theSamePlanAgainChangesNothing() {
    Path plan = TestPlans.written(machine, "mem0-write");
    install(plan);
    Map<String, String> before = Tree.of(dir.resolve("opt"));
    Map<String, String> config = Tree.of(dir.resolve("etc"));

    Run again = install(plan);

    assertEquals(0, again.exit(), again.stdout());
    assertEquals("unchanged", again.json().path("result").asText());
    assertEquals(
        "generation " + installed.current() + " already is this plan; nothing was written",
        again.json().path("summary").asText());
    assertEquals(before, Tree.of(dir.resolve("opt")));
    assertEquals(config, Tree.of(dir.resolve("etc")));
  }

  @Test
  void aDryRunWritesNothing() {
    Run run = install(TestPlans.written(machine, "mem0-write"), "--dry-run");

    assertEquals(0, run.exit(), run.stdout());
    assertEquals("dry-run", run.json().path("result").asText());
    assertTrue(run.json().path("summary").asText().endsWith("; nothing was written"));
    assertFalse(Files.exists(dir.resolve("opt")));
    assertFalse(Files.exists(dir.resolve("etc")));
  }

  @Test
  void aChangedPlanIsANewGenerationThatRecordsThePreviousOne() throws IOException {
    install(plan(5000));
    String first = installed.current();

    Run run = install(plan(6000));

    assertEquals(0, run.exit(), run.stdout());
    String second = installed.current();
    assertNotEquals(first, second);
    assertEquals(List.of(first, second), installed.configGenerations());
    assertEquals(
        first + "\n", Files.readString(installed.configGeneration(second).resolve("previous")));
  }

  @Test
  void aFourthGenerationRemovesTheOldestOfBothFolders() {
    List<String> ids = new ArrayList<>();
    for (int timeout = 5000; timeout < 5004; timeout++) {
      Run run = install(plan(timeout));
      assertEquals(0, run.exit(), run.stdout());
      ids.add(installed.current());
    }

    assertEquals(ids.subList(1, 4), installed.configGenerations());
    assertEquals(ids.subList(1, 4), installed.prefixGenerations());
  }

  @Test
  void whatAStoppedRunLeftAmongTheGenerationsGoesWithTheNextInstall() throws IOException {
    Path plan = TestPlans.written(machine, "mem0-write");
    install(plan);
    String id = installed.current();
    Path staging = installed.configDir().resolve("generations").resolve(".x.staging");
    Files.createDirectories(staging);
    Files.writeString(staging.resolve("half-written"), "x");
    Files.createDirectories(installed.prefix().resolve("generations").resolve(".y.removing"));

    Run again = install(plan);

    assertEquals("unchanged", again.json().path("result").asText(), again.stdout());
    assertEquals(List.of(id), installed.configGenerations());
    assertEquals(List.of(id), installed.prefixGenerations());
  }

  @Test
  void outsideAnUnpackedDistributionItSaysSoAndTouchesNothing() throws IOException {
    Path buildTree = Files.createDirectories(dir.resolve("installer").resolve("target"));
    Files.writeString(buildTree.resolve("installer.jar"), "built");
    AdminHost host = machine.host();
    TestMachine build =
        machine.with(
            new AdminHost(
                host.userName(),
                host.userHome(),
                host.environment(),
                host.platform(),
                buildTree,
                host.files(),
                host.clock(),
                host.proof(),
                host.qwenBuilds()));

    Run run = build.run("install", "--plan", TestPlans.written(machine, "mem0-write").toString());

    assertEquals(4, run.exit(), run.stderr());
    String line = run.stderr().lines().findFirst().orElse("");
    assertTrue(line.startsWith(buildTree + ": error: is not the lib/ folder of an unpacked"), line);
    assertTrue(line.contains("it has no hook.jar, mcp-server.jar, launcher.jar"), line);
    assertTrue(line.contains("run it from the unpacked qwen-managed-kit/ folder"), line);
    assertFalse(Files.exists(dir.resolve("opt")));
    assertFalse(Files.exists(dir.resolve("etc")));
  }

  @Test
  void aFolderThatCannotBeCreatedIsNamedWithTheSystemsReason() throws IOException {
    Files.createDirectories(installed.prefix());
    Files.writeString(installed.prefix().resolve("generations"), "not a folder");

    Run run = install(TestPlans.written(machine, "mem0-write"));

    assertEquals(4, run.exit(), run.stdout());
    JsonNode report = run.json();
    assertEquals("io-error", report.path("result").asText());
    assertEquals(
        "the install could not be written; the previous generation is still current",
        report.path("summary").asText());
    JsonNode problem = report.path("diagnostics").path(0);
    assertTrue(
        problem.path("file").asText().startsWith(installed.prefix().resolve("generations") + "/."),
        problem.toString());
    assertTrue(
        problem.path("message").asText().startsWith("cannot be created: "), problem.toString());
    assertFalse(problem.path("message").asText().endsWith("I/O error"), problem.toString());
    assertFalse(Files.exists(installed.launcherJson()));
  }

  @Test
  void aPlanForAnotherPlatformIsRefused() {
    AdminHost host = machine.host();
    TestMachine windows =
        machine.with(
            new AdminHost(
                host.userName(),
                host.userHome(),
                host.environment(),
                io.qwenmanaged.policy.model.Platform.WINDOWS,
                host.distributionLib(),
                host.files(),
                host.clock(),
                host.proof(),
                host.qwenBuilds()));

    Run run = windows.run("install", "--plan", TestPlans.written(machine, "mem0-write").toString());

    assertEquals(3, run.exit(), run.stderr());
    assertTrue(
        run.stderr()
            .startsWith(
                "mem0-write.json:/platform: error: is for posix; this machine is windows\n"),
        run.stderr());
    assertFalse(Files.exists(dir.resolve("opt")));
  }

  @Test
  void aPlanWrittenForWindowsGetsOneLineOnThisMachineEvenWithPosixOverrides() {
    ObjectNode plan = TestPlans.of(machine, "mem0-write");
    plan.put("platform", "windows")
        .put("installPrefix", "C:\\Program Files\\QwenManaged")
        .put("configDir", "C:\\ProgramData\\QwenManaged")
        .put("workspace", "C:\\src\\repo")
        .put("qwenHome", "${HOME}\\.qwen-managed");
    plan.with("runtimes").put("java", "C:\\Java\\bin\\java.exe");
    ((ObjectNode) plan.get("environment")).putArray("path").add("C:\\Windows\\System32");

    Run run =
        machine.run(
            "install",
            "--plan",
            TestPlans.write(machine, plan, "windows.json").toString(),
            "--prefix",
            installed.prefix().toString());

    assertEquals(3, run.exit(), run.stderr());
    List<String> errors = run.stderr().lines().filter(line -> line.contains(": error: ")).toList();
    assertEquals(
        List.of("windows.json:/platform: error: is for windows; this machine is posix"),
        errors,
        run.stderr());
    assertFalse(Files.exists(installed.prefix()));
  }

  @Test
  void aFolderOthersCanWriteToIsRefused() throws IOException {
    Files.createDirectories(installed.prefix());
    Files.setPosixFilePermissions(
        installed.prefix(), java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));

    Run run = install(TestPlans.written(machine, "mem0-write"));

    assertEquals(3, run.exit(), run.stdout());
    assertEquals(installed.prefix().toString(), run.json().at("/diagnostics/0/file").asText());
    assertFalse(Files.exists(installed.configDir()));
  }

  private static byte[] read(Path file) throws IOException {
    return Files.readAllBytes(file);
  }
}

package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.qwenpatch.PatchSet;
import io.qwenmanaged.install.qwenpatch.PatchedFile;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.policy.files.Sha256;
import io.qwenmanaged.policy.model.KitVersion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code install} from a bundle (a stand-in distribution with {@code runtime/java}, {@code
 * runtime/node} and {@code runtime/qwen} listed in its {@code SHA256SUMS}), in-process: a plan that
 * leaves the runtimes out gets the bundled ones, installed once per kit version and recorded in the
 * generation's {@code runtimes.json}; outside a bundle such a plan is refused.
 */
@Tag("unit")
class BundleInstallTest {

  private static final Map<String, String> STAND_INS =
      Map.of(
          "java/bin/java", "#!/bin/sh\necho stand-in java\n",
          "java/lib/modules", "modules\n",
          "node/bin/node", "#!/bin/sh\necho stand-in node\n",
          "qwen/node_modules/@qwen-code/qwen-code/cli.js", "console.log('0.24.4');\n",
          "qwen/node_modules/@qwen-code/qwen-code/package.json",
              "{\"name\":\"@qwen-code/qwen-code\",\"version\":\"0.24.4\"}\n",
          "qwen/node_modules/@qwen-code/qwen-code/vendor/ripgrep/x64-linux/rg", "rg\n");

  private static final Map<String, String> RUNTIME = runtime();

  private static Map<String, String> runtime() {
    Map<String, String> files = new TreeMap<>(STAND_INS);
    for (PatchedFile file : PatchSet.shipped().files()) {
      String path = "qwen/node_modules/@qwen-code/qwen-code/" + file.path();
      files.put(path, "stand-in " + path + "\n");
    }
    return files;
  }

  @TempDir Path dir;

  private TestMachine machine;
  private Path runtimes;

  @BeforeEach
  void bundle() throws IOException {
    machine = TestMachine.in(dir);
    Path kit = machine.lib().getParent();
    StringBuilder sums = new StringBuilder();
    for (Map.Entry<String, String> file : new TreeMap<>(RUNTIME).entrySet()) {
      Path path = kit.resolve("runtime").resolve(file.getKey());
      Files.createDirectories(path.getParent());
      Files.writeString(path, file.getValue());
      String mode = file.getKey().contains("/bin/") ? "rwx------" : "rw-------";
      Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(mode));
      sums.append(Sha256.hex(file.getValue().getBytes(StandardCharsets.UTF_8)))
          .append("  runtime/")
          .append(file.getKey())
          .append('\n');
    }
    Files.writeString(kit.resolve("SHA256SUMS"), sums.toString());
    runtimes = dir.resolve("opt").resolve("runtimes").resolve(KitVersion.current());
  }

  private static ObjectNode withoutRuntimes(ObjectNode plan) {
    ((ObjectNode) plan.get("runtimes")).remove(List.of("java", "node", "qwenCli", "qwenVersion"));
    return plan;
  }

  private Run install(ObjectNode plan, String name, String... extra) {
    List<String> args = new ArrayList<>(List.of("install", "--plan"));
    args.add(TestPlans.write(machine, plan, name).toString());
    args.add("--json");
    args.addAll(List.of(extra));
    return machine.run(args.toArray(String[]::new));
  }

  private JsonNode launcherJson() throws IOException {
    return new ObjectMapper().readTree(dir.resolve("etc").resolve("launcher.json").toFile());
  }

  @Test
  void aDryRunOfAChangedPlanThatLeavesTheRuntimesOutListsWhatItChanges() throws IOException {
    ObjectNode plan = withoutRuntimes(TestPlans.of(machine, "mem0-write"));
    assertEquals(0, install(plan, "plan.json").exit());
    plan.put("timeoutMs", 7000);

    Run dryRun = install(plan, "changed.json", "--dry-run");

    assertEquals(0, dryRun.exit(), dryRun.stdout());
    JsonNode changes = new ObjectMapper().readTree(dryRun.stdout()).path("changes");
    assertTrue(changes.isArray() && !changes.isEmpty(), dryRun.stdout());
    boolean listed = false;
    for (JsonNode change : changes) {
      listed |=
          change.path("file").asText().equals("plan.json")
              && change.path("pointer").asText().equals("/timeoutMs")
              && change.path("new").asInt() == 7000;
      assertFalse(change.path("file").asText().equals("runtimes.json"), dryRun.stdout());
    }
    assertTrue(listed, "no change of /timeoutMs in plan.json: " + dryRun.stdout());
  }

  @Test
  void aPlanLeavingTheRuntimesOutPinsTheBundledOnesInstalledUnderThePrefix() throws IOException {
    Run run = install(withoutRuntimes(TestPlans.of(machine, "mem0-write")), "plan.json");

    assertEquals(0, run.exit(), run.stdout());
    JsonNode pinned = launcherJson().path("runtimes");
    assertEquals(runtimes.resolve("java/bin/java").toString(), pinned.path("java").asText());
    assertEquals(runtimes.resolve("node/bin/node").toString(), pinned.path("node").asText());
    assertEquals(
        runtimes.resolve("qwen/node_modules/@qwen-code/qwen-code/cli.js").toString(),
        pinned.path("qwenCli").asText());
    assertEquals("0.24.4", pinned.path("qwenVersion").asText());
    for (Map.Entry<String, String> file : RUNTIME.entrySet()) {
      assertEquals(file.getValue(), Files.readString(runtimes.resolve(file.getKey())));
    }
    assertEquals("rwxr-xr-x", mode(runtimes.resolve("java/bin/java")));
    assertEquals("rw-r--r--", mode(runtimes.resolve("java/lib/modules")));
    assertEquals(
        "rwxr-xr-x",
        mode(
            runtimes.resolve(
                "qwen/node_modules/@qwen-code/qwen-code/vendor/ripgrep/x64-linux/rg")));
    assertEquals("rwxr-xr-x", mode(runtimes.resolve("java/lib")));
    String id = launcherJson().path("install").path("generation").asText();
    JsonNode record =
        new ObjectMapper()
            .readTree(dir.resolve("etc/generations").resolve(id).resolve("runtimes.json").toFile());
    assertEquals(
        Sha256.hex(RUNTIME.get("node/bin/node").getBytes(StandardCharsets.UTF_8)),
        record.path("files").path(runtimes.resolve("node/bin/node").toString()).asText());
    assertEquals(RUNTIME.size(), record.path("files").size());
  }

  @Test
  void generateFillsInTheBundledRuntimesAsInstallDoes() throws IOException {
    Path plan =
        TestPlans.write(machine, withoutRuntimes(TestPlans.of(machine, "mem0-write")), "p.json");
    Path out = dir.resolve("generated");

    Run run = machine.run("generate", "--plan", plan.toString(), "--out", out.toString());

    assertEquals(0, run.exit(), run.stderr());
    JsonNode pinned =
        new ObjectMapper().readTree(out.resolve("launcher.json").toFile()).path("runtimes");
    assertEquals(runtimes.resolve("java/bin/java").toString(), pinned.path("java").asText());
    assertEquals(
        runtimes.resolve("qwen/node_modules/@qwen-code/qwen-code/cli.js").toString(),
        pinned.path("qwenCli").asText());
    assertEquals("0.24.4", pinned.path("qwenVersion").asText());
  }

  @Test
  void generateInABundleNamesAProblemWithAFilledInRuntimeAsTheBundles() {
    ObjectNode plan = withoutRuntimes(TestPlans.of(machine, "mem0-write"));
    plan.put("installPrefix", dir.resolve("repo").resolve("kit").toString());

    Run run =
        machine.run(
            "generate",
            "--plan",
            TestPlans.write(machine, plan, "p.json").toString(),
            "--out",
            dir.resolve("generated").toString(),
            "--json");

    assertEquals(3, run.exit(), run.stdout());
    assertTrue(
        run.stdout().contains("(the plan leaves this out; the value is the bundle's own runtime)"),
        run.stdout());
  }

  @Test
  void aProblemWithAValueThePlanFileDoesNotHoldNamesWhereTheValueCameFrom() {
    ObjectNode plan = withoutRuntimes(TestPlans.of(machine, "mem0-write"));
    ((ObjectNode) plan.get("runtimes")).put("node", "/usr/bin/node");
    Path insideTheRepository = dir.resolve("repo").resolve("kit");

    Run run = install(plan, "plan.json", "--prefix", insideTheRepository.toString());

    assertEquals(3, run.exit(), run.stdout());
    Map<String, String> messages = new TreeMap<>();
    for (JsonNode diagnostic : run.json().path("diagnostics")) {
      messages.put(diagnostic.path("pointer").asText(), diagnostic.path("message").asText());
    }
    assertTrue(
        messages.get("/installPrefix").endsWith("(the value comes from --prefix)"),
        messages.toString());
    assertTrue(
        messages
            .get("/runtimes/java")
            .endsWith("(the plan leaves this out; the value is the bundle's own runtime)"),
        messages.toString());
    assertFalse(messages.containsKey("/configDir"), messages.toString());
    assertFalse(Files.exists(insideTheRepository));
  }

  @Test
  void theKeysAPlanSetsAreKept() throws IOException {
    ObjectNode plan = withoutRuntimes(TestPlans.of(machine, "mem0-write"));
    ((ObjectNode) plan.get("runtimes")).put("node", "/usr/bin/node");

    assertEquals(0, install(plan, "plan.json").exit());

    assertEquals("/usr/bin/node", launcherJson().at("/runtimes/node").asText());
    assertEquals(
        runtimes.resolve("java/bin/java").toString(), launcherJson().at("/runtimes/java").asText());
  }

  @Test
  void anotherQwenVersionWithoutItsCliIsRefusedNamingTheKey() {
    ObjectNode plan = withoutRuntimes(TestPlans.of(machine, "mem0-write"));
    ((ObjectNode) plan.get("runtimes")).put("qwenVersion", "0.25.0");

    Run run = install(plan, "plan.json");

    assertEquals(3, run.exit(), run.stdout());
    assertTrue(run.stdout().contains("/runtimes/qwenVersion"), run.stdout());
    assertFalse(Files.exists(runtimes));
  }

  @Test
  void aQwenVersionRangeIsRefusedAsARangeNotAsAnotherVersion() {
    for (String range : List.of("^0.24.4", ">=0.24.4")) {
      ObjectNode plan = withoutRuntimes(TestPlans.of(machine, "mem0-write"));
      ((ObjectNode) plan.get("runtimes")).put("qwenVersion", range);

      Run run = install(plan, "plan.json");

      assertEquals(3, run.exit(), run.stdout());
      JsonNode diagnostic = run.json().path("diagnostics").path(0);
      assertEquals("/runtimes/qwenVersion", diagnostic.path("pointer").asText(), run.stdout());
      assertEquals(
          "must be an exact version (a range is not allowed)",
          diagnostic.path("message").asText(),
          run.stdout());
      assertEquals(1, run.json().path("diagnostics").size(), run.stdout());
    }
  }

  @Test
  void installQwenInABundlePinsTheBundledPackageWithoutNpm() throws IOException {
    ObjectNode plan = TestPlans.of(machine, "mem0-write");
    ((ObjectNode) plan.get("runtimes")).remove("qwenCli");

    Run run = install(plan, "plan.json", "--install-qwen");

    assertEquals(0, run.exit(), run.stdout());
    assertEquals(
        runtimes.resolve("qwen/node_modules/@qwen-code/qwen-code/cli.js").toString(),
        launcherJson().at("/runtimes/qwenCli").asText());
  }

  @Test
  void generationsOfOneKitVersionShareTheRuntimesAndAnUnchangedPlanWritesNothing()
      throws IOException {
    ObjectNode first = withoutRuntimes(TestPlans.of(machine, "mem0-write"));
    assertEquals(0, install(first, "a.json").exit());
    long written = Files.getLastModifiedTime(runtimes.resolve("node/bin/node")).toMillis();
    Files.setLastModifiedTime(
        runtimes.resolve("node/bin/node"), java.nio.file.attribute.FileTime.fromMillis(1000));

    Run again = install(first, "a.json");
    Run second =
        install(
            withoutRuntimes(TestPlans.of(machine, "mem0-write")).put("timeoutMs", 6000), "b.json");

    assertEquals("unchanged", again.json().path("result").asText(), again.stdout());
    assertEquals("installed", second.json().path("result").asText(), second.stdout());
    assertEquals(1000, Files.getLastModifiedTime(runtimes.resolve("node/bin/node")).toMillis());
    assertTrue(written > 1000);
    try (Stream<Path> folders = Files.list(runtimes.getParent())) {
      assertEquals(List.of(runtimes), folders.toList());
    }
  }

  @Test
  void aChangedRuntimeFileIsReplacedByTheNextInstallAndFailsVerifyUntilThen() throws IOException {
    ObjectNode plan = withoutRuntimes(TestPlans.of(machine, "mem0-write"));
    assertEquals(0, install(plan, "plan.json").exit());
    Path node = runtimes.resolve("node/bin/node");
    Files.writeString(node, "#!/bin/sh\necho changed\n");

    Run verify = machine.run("verify", "--config-dir", dir.resolve("etc").toString(), "--json");
    Run again = install(plan, "plan.json");

    assertEquals(3, verify.exit(), verify.stdout());
    assertTrue(verify.stdout().contains(node.toString()), verify.stdout());
    assertEquals(0, again.exit(), again.stdout());
    assertEquals(RUNTIME.get("node/bin/node"), Files.readString(node));
  }

  @Test
  void aBundleFileThatDoesNotMatchItsChecksumIsRefusedAndNothingIsInstalled() throws IOException {
    Path node = machine.lib().getParent().resolve("runtime/node/bin/node");
    Files.writeString(node, "#!/bin/sh\necho tampered\n");

    Run run = install(withoutRuntimes(TestPlans.of(machine, "mem0-write")), "plan.json");

    assertEquals(3, run.exit(), run.stdout());
    assertTrue(run.stdout().contains(node.toString()), run.stdout());
    assertTrue(run.stdout().contains("SHA256SUMS"), run.stdout());
    assertFalse(Files.exists(dir.resolve("etc/launcher.json")));
    try (Stream<Path> left = Files.list(runtimes.getParent())) {
      assertEquals(List.of(), left.toList());
    }
  }

  @Test
  void uninstallRemovesTheRuntimes() throws IOException {
    assertEquals(
        0, install(withoutRuntimes(TestPlans.of(machine, "mem0-write")), "plan.json").exit());

    Run run = machine.run("uninstall", "--config-dir", dir.resolve("etc").toString(), "--json");

    assertEquals(0, run.exit(), run.stdout());
    assertFalse(Files.exists(dir.resolve("opt").resolve("runtimes")), run.stdout());
  }

  @Test
  void outsideABundleAPlanLeavingARuntimeOutIsRefusedNamingTheKey() throws IOException {
    TestMachine plain = TestMachine.in(dir.resolve("plain"));
    ObjectNode plan = TestPlans.of(plain, "mem0-write");
    ((ObjectNode) plan.get("runtimes")).remove("java");

    Run run =
        plain.run("install", "--plan", TestPlans.write(plain, plan, "p.json").toString(), "--json");

    assertEquals(3, run.exit(), run.stdout());
    assertTrue(run.stdout().contains("/runtimes/java"), run.stdout());
    assertTrue(run.stdout().contains("only an install from the linux-x64 bundle"), run.stdout());
  }

  private static String mode(Path path) throws IOException {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
  }
}

package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.install.testing.Tree;
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

/** {@code uninstall} run in-process: what goes, what stays, and a second run. */
@Tag("unit")
class UninstallCommandTest {

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;

  @BeforeEach
  void installTwoGenerations() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
    for (int timeout : new int[] {5000, 6000}) {
      Path plan =
          TestPlans.write(
              machine,
              TestPlans.of(machine, "mem0-write").put("timeoutMs", timeout),
              "plan-" + timeout + ".json");
      Run run = machine.run("install", "--plan", plan.toString());
      assertEquals(0, run.exit(), run.stderr());
    }
  }

  private Run uninstall(String... extra) {
    List<String> args =
        new ArrayList<>(
            List.of("uninstall", "--config-dir", installed.configDir().toString(), "--json"));
    args.addAll(List.of(extra));
    return machine.run(args.toArray(String[]::new));
  }

  @Test
  void removesEverythingTheKitInstalledAndTheFoldersItCreated() {
    Run run = uninstall();

    assertEquals(0, run.exit(), run.stdout());
    assertEquals("uninstalled", run.json().path("result").asText());
    assertFalse(Files.exists(installed.prefix()), Tree.of(installed.prefix()).toString());
    assertFalse(Files.exists(installed.configDir()), Tree.of(installed.configDir()).toString());
    assertTrue(Files.isDirectory(machine.lib()), "the distribution stays");
  }

  @Test
  void aFileTheKitDidNotInstallStaysWithTheFoldersThatHoldIt() throws IOException {
    Path ownScript = Files.writeString(installed.prefix().resolve("bin").resolve("own-tool"), "x");
    Path ownConfig = Files.writeString(installed.configDir().resolve("notes.txt"), "mine");

    Run run = uninstall();

    assertEquals(0, run.exit(), run.stdout());
    assertEquals("mine", Files.readString(ownConfig));
    assertTrue(Files.exists(ownScript));
    assertFalse(Files.exists(installed.wrapper()));
    assertFalse(Files.exists(installed.launcherJson()));
    assertEquals(List.of("bin"), Tree.names(installed.prefix()));
    assertEquals(List.of("notes.txt"), Tree.names(installed.configDir()));
    assertTrue(
        run.json().path("summary").asText().contains("kept folders holding other files: ["),
        run.stdout());
    for (JsonNode file : run.json().path("files")) {
      assertFalse(file.path("path").asText().endsWith("own-tool"), file.toString());
    }
  }

  @Test
  void aDryRunListsWhatWouldGoAndRemovesNothing() {
    Map<String, String> prefix = Tree.of(installed.prefix());
    Map<String, String> config = Tree.of(installed.configDir());

    Run run = uninstall("--dry-run");

    assertEquals(0, run.exit(), run.stdout());
    assertEquals("dry-run", run.json().path("result").asText());
    assertTrue(run.json().path("files").size() > 10, run.stdout());
    assertEquals(prefix, Tree.of(installed.prefix()));
    assertEquals(config, Tree.of(installed.configDir()));
  }

  @Test
  void aDryRunSaysEachFileWouldBeRemovedNotThatItWas() {
    Run human =
        machine.run("uninstall", "--config-dir", installed.configDir().toString(), "--dry-run");
    Run json = uninstall("--dry-run");

    assertEquals(0, human.exit(), human.stderr());
    List<String> fileLines =
        human.stderr().lines().filter(line -> !line.startsWith("qwen-managed-admin")).toList();
    assertTrue(fileLines.size() > 10, human.stderr());
    for (String line : fileLines) {
      assertTrue(line.startsWith("would remove "), line);
    }
    for (JsonNode file : json.json().path("files")) {
      assertEquals("would-remove", file.path("change").asText(), file.toString());
    }
  }

  @Test
  void aSecondUninstallFindsNothingAndSaysSo() {
    uninstall();

    Run again = uninstall();

    assertEquals(0, again.exit(), again.stdout());
    assertEquals("absent", again.json().path("result").asText());
    assertEquals(
        "nothing to uninstall at "
            + installed.configDir()
            + ": no installation of the kit is there",
        again.json().path("summary").asText());
  }
}

package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.install.qwenpatch.PatchSet;
import io.qwenmanaged.install.qwenpatch.PatchedFile;
import io.qwenmanaged.install.qwenpatch.QwenBuildCheck;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The kit installs only with its managed build of Qwen Code, for every profile. */
@Tag("unit")
class ManagedQwenInstallTest {

  @TempDir Path dir;

  @Test
  void aQwenThatIsNotTheManagedBuildIsRefusedBeforeAnythingIsWritten() throws Exception {
    TestMachine machine = TestMachine.in(dir);
    TestMachine judged = machine.with(machine.host().withQwenBuilds(QwenBuildCheck.SHIPPED));

    Run run =
        judged.run(
            "install", "--json", "--plan", TestPlans.written(machine, "mem0-write").toString());

    assertEquals(3, run.exit(), run.stdout());
    JsonNode diagnostic = run.json().path("diagnostics").path(0);
    assertTrue(
        diagnostic
            .path("message")
            .asText()
            .startsWith("is not the kit's managed build of Qwen Code 0.24.4 ("),
        run.stdout());
    assertTrue(
        diagnostic
            .path("message")
            .asText()
            .endsWith(
                "the kit runs only that build: install with --install-qwen, or from the bundle"),
        run.stdout());
    assertEquals(1, run.json().path("diagnostics").size(), run.stdout());
    assertFalse(Files.exists(machine.root().resolve("etc/launcher.json")));
  }

  @Test
  void aReadOnlyProfileNeedsTheManagedBuildToo() throws Exception {
    TestMachine machine = TestMachine.in(dir);
    TestMachine judged = machine.with(machine.host().withQwenBuilds(QwenBuildCheck.SHIPPED));

    Run run =
        judged.run(
            "install", "--json", "--plan", TestPlans.written(machine, "mem0-read-only").toString());

    assertEquals(3, run.exit(), run.stdout());
    assertTrue(run.stdout().contains("is not the kit's managed build"), run.stdout());
  }

  @Test
  void theManagedBuildInstalls() throws Exception {
    TestMachine machine = TestMachine.in(dir);

    Run run =
        machine.run(
            "install", "--json", "--plan", TestPlans.written(machine, "mem0-write").toString());

    assertEquals(0, run.exit(), run.stdout());
  }

  @Test
  void uninstallLeavesThePatchedFilesOfAQwenTheKitDidNotInstall() throws Exception {
    TestMachine machine = TestMachine.in(dir);
    Path plan = TestPlans.written(machine, "mem0-write");
    assertEquals(0, machine.run("install", "--plan", plan.toString()).exit());

    Run uninstall =
        machine.run("uninstall", "--config-dir", machine.root().resolve("etc").toString());

    assertEquals(0, uninstall.exit(), uninstall.stdout() + uninstall.stderr());
    for (PatchedFile file : PatchSet.shipped().files()) {
      assertTrue(Files.exists(machine.root().resolve("qwen").resolve(file.path())), file.path());
    }
  }
}

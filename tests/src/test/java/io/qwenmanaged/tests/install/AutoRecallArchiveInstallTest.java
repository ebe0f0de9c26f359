package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The auto-recall hook runs {@code mcp-server.jar} on other work than the MCP server, so an install
 * with auto-recall trains it an archive of its own, on a hook run, and the hook's command names it;
 * the manifest records it like every installed file; an install without auto-recall makes none.
 */
@Tag("jar")
class AutoRecallArchiveInstallTest {

  private static UnpackedKit kit;
  private static Site withRecall;
  private static Outcome install;

  @BeforeAll
  static void installOnce() {
    kit = UnpackedKit.unpack();
    withRecall = kit.newSite();
    ObjectNode plan = withRecall.planJson("mem0-read-only", List.of());
    plan.putObject("autoRecall").put("enabled", true);
    install = withRecall.install(withRecall.writePlan("plan.json", plan));
  }

  @AfterAll
  static void removeEverything() {
    kit.close();
  }

  @Test
  void anInstallWithAutoRecallTrainsTheHooksOwnArchiveAndItsCommandNamesIt() throws IOException {
    assertEquals(0, install.exitCode(), install.toString());
    assertFalse(install.stderr().contains("archive"), install.toString());
    String id = Healthy.current(withRecall, "after the install");
    Path lib = withRecall.prefixGeneration(id).resolve("lib");
    Path archive = lib.resolve("mcp-server-auto-recall.jsa");
    assertTrue(Files.isRegularFile(archive) && Files.size(archive) > 0, archive + " is missing");
    assertTrue(
        withRecall.manifest(id).containsKey(archive.toString()),
        "the manifest does not record " + archive);
    String settings =
        Files.readString(withRecall.configGeneration(id).resolve("system-settings.json"));
    assertTrue(
        settings.contains("'-XX:SharedArchiveFile=" + archive + "' '-jar'"),
        "the auto-recall hook's command does not name its archive:\n" + settings);
  }

  @Test
  void anInstallWithoutAutoRecallTrainsNoHookArchive() {
    Site plain = kit.newSite();
    Outcome outcome = plain.install(plain.plan("plan.json", "mem0-read-only", List.of()));
    assertEquals(0, outcome.exitCode(), outcome.toString());
    String id = Healthy.current(plain, "after the install");

    assertFalse(Files.exists(plain.prefixGeneration(id).resolve("lib/mcp-server-auto-recall.jsa")));
  }
}

package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Installs that must not happen: each is refused with its exit code and one clear line naming the
 * problem, writes nothing (the place is exactly as before, to the nanosecond), and never prints a
 * stack trace.
 */
@Tag("jar")
class RefusedInstallTest {

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
  void aPlanTheSchemaRejectsIsRefusedWithExit3() {
    Site site = kit.newSite();
    ObjectNode plan = site.planJson("mem0-write", List.of());
    plan.put("bogus", true);
    Path file = site.writePlan("plan.json", plan);

    Outcome refused = refusedWithoutWriting(site, 3, file);

    assertTrue(refused.stderr().contains("plan.json:/bogus: error: "), refused.toString());
    Outcome json = site.install(file, "--json");
    assertEquals(3, json.exitCode(), json.toString());
    JsonNode report = json.json();
    assertEquals("refused", report.path("result").asText(), json.stdout());
    assertEquals("/bogus", report.at("/diagnostics/0/pointer").asText(), json.stdout());
  }

  @Test
  void aWeakeningPlanIsRefusedWithExit3AndTheCurrentGenerationStays() {
    Site site = kit.newSite();
    Outcome first = site.install(site.plan("plan.json", "mem0-write", List.of()));
    assertEquals(0, first.exitCode(), first.toString());
    String current = Healthy.current(site, "after the first install");
    Path yolo = site.plan("yolo.json", "mem0-write", List.of("--yolo"));

    Outcome refused = refusedWithoutWriting(site, 3, yolo);

    assertTrue(
        refused.stderr().contains("yolo.json:/extraQwenFlags/0: error: is refused"),
        refused.toString());
    assertEquals(current, Healthy.current(site, "after the refused plan"));
  }

  @Test
  void aPlanForTheOtherPlatformIsRefusedWithExit3() {
    Site site = kit.newSite();
    Path file = site.writePlan("windows.json", windowsPlan(site));

    Outcome refused = refusedWithoutWriting(site, 3, file);

    assertTrue(
        refused.stderr().contains("windows.json:/platform: error: is for windows"),
        refused.toString());
  }

  @Test
  void aPrefixBelowTheWorldWritableTmpIsRefusedWithExit3NamingTmp() {
    Site site = kit.newSite();
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    Path underTmp = Path.of("/tmp", "qmk-install-test-" + UUID.randomUUID());

    Outcome refused =
        refusedWithoutWriting(site, 3, plan, "--prefix", underTmp.resolve("opt").toString());

    assertTrue(refused.stderr().contains("/tmp: error: "), refused.toString());
    assertFalse(Files.exists(underTmp, LinkOption.NOFOLLOW_LINKS), underTmp + " was created");
  }

  @Test
  void aConfigDirectoryWhoseParentItsGroupCanWriteIsRefusedWithExit3() throws IOException {
    Site site = kit.newSite();
    Path shared = site.root().resolve("shared");
    Files.createDirectory(shared);
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxr-x"));
    Path plan = site.plan("plan.json", "mem0-write", List.of());

    Outcome refused =
        refusedWithoutWriting(site, 3, plan, "--config-dir", shared.resolve("etc").toString());

    assertTrue(
        refused.stderr().contains(shared + ": error: can be written by its group"),
        refused.toString());
  }

  @Test
  void aPrefixBelowAFolderOfAnotherUserIsRefusedWithExit3() throws IOException {
    assumeTrue("root".equals(System.getProperty("user.name")), "only root can give a folder away");
    Site site = kit.newSite();
    Path foreign = site.root().resolve("foreign");
    Files.createDirectory(foreign);
    Files.setAttribute(foreign, "unix:uid", 65534);
    Path plan = site.plan("plan.json", "mem0-write", List.of());

    Outcome refused =
        refusedWithoutWriting(site, 3, plan, "--prefix", foreign.resolve("opt").toString());

    assertTrue(refused.stderr().contains(foreign + ": error: is owned by "), refused.toString());
  }

  /**
   * A target that cannot be written (as root, permission bits stop nothing, so: a regular file
   * where the prefix folder must go) is an I/O problem: exit 4, a line naming it, nothing written.
   */
  @Test
  void aPrefixThatIsAFileIsRefusedWithExit4NamingItAndNothingIsWritten() throws IOException {
    Site site = kit.newSite();
    Path file = site.root().resolve("opt-file");
    Files.writeString(file, "not a folder\n");
    Path plan = site.plan("plan.json", "mem0-write", List.of());
    TreeSnapshot before = site.snapshot();

    Outcome refused = site.install(plan, "--prefix", file.toString());

    assertAll(
        () -> assertEquals(4, refused.exitCode(), refused.toString()),
        () -> assertTrue(refused.stderr().contains(file.toString()), refused.toString()),
        () -> assertEquals("", before.differences(site.snapshot())),
        refused::assertNoStackTrace);
  }

  @Test
  void aMissingPlanFileIsRefusedWithExit4() {
    Site site = kit.newSite();

    Outcome refused =
        refusedWithoutWriting(site, 4, site.root().resolve("plans/no-such-plan.json"));

    assertTrue(
        refused.stderr().contains("no-such-plan.json: error: does not exist"), refused.toString());
  }

  /** A valid plan for a Windows machine (which this is not). */
  private static ObjectNode windowsPlan(Site site) {
    ObjectNode plan = site.planJson("mem0-write", List.of());
    plan.put("platform", "windows");
    plan.put("installPrefix", "C:\\Program Files\\Qwen Managed");
    plan.put("configDir", "C:\\ProgramData\\Qwen Managed");
    ((ObjectNode) plan.get("runtimes"))
        .put("java", "C:\\Program Files\\Java\\bin\\java.exe")
        .put("node", "C:\\Program Files\\nodejs\\node.exe")
        .put("qwenCli", "C:\\Program Files\\nodejs\\node_modules\\@qwen-code\\qwen-code\\cli.js");
    plan.put("workspace", "C:\\src\\repository");
    plan.put("qwenHome", "${HOME}\\.qwen-managed");
    ((ObjectNode) plan.get("environment")).putArray("path").add("C:\\Windows\\System32");
    return plan;
  }

  /** Runs the install, expects {@code exit}, and that the place is exactly as before. */
  private static Outcome refusedWithoutWriting(
      Site site, int exit, Path plan, String... arguments) {
    TreeSnapshot before = site.snapshot();
    Outcome refused = site.install(plan, arguments);
    assertEquals(exit, refused.exitCode(), refused.toString());
    assertEquals("", refused.stdout());
    List<String> lines = refused.stderr().lines().toList();
    assertTrue(
        lines
            .get(lines.size() - 1)
            .startsWith("qwen-managed-admin install: nothing was installed ("),
        refused.toString());
    refused.assertNoStackTrace();
    assertEquals("", before.differences(site.snapshot()));
    return refused;
  }
}

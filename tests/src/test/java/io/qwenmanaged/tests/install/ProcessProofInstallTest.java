package io.qwenmanaged.tests.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * An install says "installed" only for a generation whose own processes start: from the plain
 * distribution, a plan whose pinned java cannot start the confirmation hook (here a java that
 * refuses to run without {@code HOME}, which the hook's empty environment does not have) is refused
 * naming the hook, and the generation current before it stays current, byte for byte; a plan that
 * {@code verify} would refuse (no bash on the pinned PATH, a workspace that is not a directory) is
 * refused before anything is written, with verify's lines.
 */
@Tag("jar")
class ProcessProofInstallTest {

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
  void aHookThatCannotStartIsRefusedAndThePreviousGenerationStaysCurrent() throws IOException {
    Site site = kit.newSite();
    Outcome first = site.install(site.plan("good.json", "mem0-write", List.of()));
    assertEquals(0, first.exitCode(), first.toString());
    Optional<String> current = site.currentGeneration();
    TreeSnapshot prefix = TreeSnapshot.of(site.prefix());
    TreeSnapshot config = TreeSnapshot.of(site.configDir());
    ObjectNode plan = site.planJson("mem0-write", List.of("--model=other"));
    ((ObjectNode) plan.get("runtimes")).put("java", javaNeedingHome(site).toString());

    Outcome refused = site.install(site.writePlan("broken.json", plan));

    assertEquals(3, refused.exitCode(), refused.toString());
    assertTrue(refused.stderr().contains("hook.jar"), refused.toString());
    assertTrue(refused.stderr().contains("the installation would not work"), refused.toString());
    assertEquals(current, site.currentGeneration());
    assertEquals(prefix.files(), TreeSnapshot.of(site.prefix()).files());
    assertEquals(prefix.paths(), TreeSnapshot.of(site.prefix()).paths());
    assertEquals(config.files(), TreeSnapshot.of(site.configDir()).files());
    assertEquals(config.paths(), TreeSnapshot.of(site.configDir()).paths());
    Outcome verify = site.verify();
    assertEquals(0, verify.exitCode(), verify.toString());
  }

  @Test
  void aPlanVerifyWouldRefuseIsRefusedBeforeAnythingIsWritten() {
    Site site = kit.newSite();
    ObjectNode noBash = site.planJson("mem0-write", List.of());
    noBash.putObject("environment").putArray("path").add(site.root().resolve("empty").toString());
    ObjectNode fileWorkspace = site.planJson("mem0-write", List.of());
    fileWorkspace.put("workspace", site.writePlan("not-a-folder", noBash).toString());
    Path noBashPlan = site.writePlan("no-bash.json", noBash);
    Path filePlan = site.writePlan("file.json", fileWorkspace);

    Outcome bash = site.install(noBashPlan);
    Outcome file = site.install(filePlan);
    Outcome missing =
        site.install(
            site.plan("missing.json", "mem0-write", List.of()),
            "--workspace",
            site.root().resolve("no-such-repository").toString());

    assertEquals(3, bash.exitCode(), bash.toString());
    assertTrue(bash.stderr().contains("resolves no executable bash"), bash.toString());
    assertEquals(4, file.exitCode(), file.toString());
    assertTrue(file.stderr().contains("is not a directory"), file.toString());
    assertEquals(4, missing.exitCode(), missing.toString());
    assertTrue(missing.stderr().contains("does not exist"), missing.toString());
    assertEquals(Optional.empty(), site.currentGeneration());
    assertTrue(!Files.exists(site.prefix()), TreeSnapshot.of(site.prefix()).paths().toString());
    assertTrue(
        !Files.exists(site.configDir()), TreeSnapshot.of(site.configDir()).paths().toString());
  }

  /** A java that runs the test JVM's java only when {@code HOME} is set. */
  private static Path javaNeedingHome(Site site) throws IOException {
    Path java = site.root().resolve("needs-home/bin/java");
    Files.createDirectories(java.getParent());
    Files.writeString(
        java,
        "#!/bin/sh\n[ -n \"${HOME:-}\" ] || exit 1\nexec '" + UnpackedKit.java() + "' \"$@\"\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    return java;
  }
}

package io.qwenmanaged.install.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whether {@code installer.jar} runs from an unpacked distribution, as {@code install} needs. */
@Tag("unit")
class DistributionLayoutTest {

  @TempDir Path dir;

  private Path lib;

  @BeforeEach
  void unpacked() throws IOException {
    lib = Files.createDirectories(dir.resolve("qwen-managed-kit").resolve("lib"));
    for (String jar : DistributionLayout.JARS) {
      Files.writeString(lib.resolve(jar), jar);
    }
    Files.writeString(lib.resolveSibling("SHA256SUMS"), "");
  }

  @Test
  void anUnpackedDistributionIsOne() {
    assertEquals(Optional.empty(), DistributionLayout.problem(lib));
  }

  @Test
  void theFourJarsAreTheGenerationsAndTheAdminCli() {
    assertEquals(
        java.util.List.of("hook.jar", "mcp-server.jar", "launcher.jar", "installer.jar"),
        DistributionLayout.JARS);
  }

  @Test
  void aMissingJarIsNamed() throws IOException {
    Files.delete(lib.resolve("mcp-server.jar"));

    Diagnostic problem = DistributionLayout.problem(lib).orElseThrow();

    assertEquals(Diagnostic.Kind.IO, problem.kind());
    assertEquals(lib.toString(), problem.file());
    assertTrue(
        problem.message().contains("(it has no mcp-server.jar): install copies"),
        problem.message());
  }

  @Test
  void withoutTheChecksumsBesideItIsNoDistribution() throws IOException {
    Files.delete(lib.resolveSibling("SHA256SUMS"));

    String message = DistributionLayout.problem(lib).orElseThrow().message();

    assertTrue(
        message.contains("(there is no " + lib.resolveSibling("SHA256SUMS") + "): "), message);
  }

  @Test
  void aFolderWithEverythingButNotNamedLibIsNoDistribution() throws IOException {
    Path other = Files.move(lib, lib.resolveSibling("jars"));

    String message = DistributionLayout.problem(other).orElseThrow().message();

    assertTrue(message.contains("(it is not named lib)"), message);
  }

  @Test
  void theRootFolderIsNoDistribution() {
    Path root = dir.getRoot();

    String message = DistributionLayout.problem(root).orElseThrow().message();

    assertTrue(message.contains("there is no folder above it for SHA256SUMS"), message);
  }

  @Test
  void aBuildTreesTargetFolderIsNoDistribution() throws IOException {
    Path target = Files.createDirectories(dir.resolve("installer").resolve("target"));
    Files.writeString(target.resolve("installer.jar"), "built");

    String message = DistributionLayout.problem(target).orElseThrow().message();

    assertTrue(
        message.startsWith(
            "is not the lib/ folder of an unpacked distribution (it has no hook.jar,"
                + " mcp-server.jar, launcher.jar; there is no "
                + dir.resolve("installer").resolve("SHA256SUMS")
                + "): install copies the kit's jars from the folder of installer.jar, so run it"
                + " from the unpacked qwen-managed-kit/ folder, through posix/install.sh or"
                + " windows\\install.ps1"),
        message);
  }
}

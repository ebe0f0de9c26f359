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
    assertTrue(problem.message().contains("(missing: lib/mcp-server.jar)"), problem.message());
  }

  @Test
  void withoutTheChecksumsBesideItIsNoDistribution() throws IOException {
    Files.delete(lib.resolveSibling("SHA256SUMS"));

    assertTrue(
        DistributionLayout.problem(lib).orElseThrow().message().contains("(missing: SHA256SUMS)"));
  }

  @Test
  void aBuildTreesTargetFolderIsNoDistribution() throws IOException {
    Path target = Files.createDirectories(dir.resolve("installer").resolve("target"));
    Files.writeString(target.resolve("installer.jar"), "built");

    String message = DistributionLayout.problem(target).orElseThrow().message();

    assertTrue(
        message.startsWith(
            "is not the lib/ folder of an unpacked distribution (missing: lib/hook.jar,"
                + " lib/mcp-server.jar, lib/launcher.jar, SHA256SUMS): "),
        message);
  }
}

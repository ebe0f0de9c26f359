package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code install --install-qwen} finds npm on the PATH of the host's environment, and only there.
 */
@Tag("unit")
class InstallQwenTest {

  @TempDir Path dir;

  private TestMachine withPath(TestMachine machine, Path folder) {
    AdminHost host = machine.host();
    return machine.with(
        new AdminHost(
            host.userName(),
            host.userHome(),
            Map.of("PATH", folder.toString()),
            host.platform(),
            host.distributionLib(),
            host.files(),
            host.clock(),
            host.proof(),
            host.qwenBuilds()));
  }

  @Test
  void withoutNpmOnThePathNothingIsInstalled() throws IOException {
    TestMachine machine = TestMachine.in(dir);
    TestMachine noNpm = withPath(machine, Files.createDirectories(dir.resolve("empty-bin")));

    Run run =
        noNpm.run(
            "install",
            "--plan",
            TestPlans.written(machine, "mem0-write").toString(),
            "--install-qwen",
            "--json");

    assertEquals(4, run.exit(), run.stdout());
    assertEquals(
        "--install-qwen needs npm on PATH; nothing was installed",
        run.json().path("summary").asText());
    assertFalse(Files.exists(dir.resolve("opt")));
  }

  @Test
  void aFailingNpmIsShownAndNothingIsCommitted() throws IOException {
    TestMachine machine = TestMachine.in(dir);
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path npm =
        Files.writeString(bin.resolve("npm"), "#!/bin/sh\necho 'registry unreachable'\nexit 7\n");
    Files.setPosixFilePermissions(npm, PosixFilePermissions.fromString("rwxr-xr-x"));

    Run run =
        withPath(machine, bin)
            .run(
                "install",
                "--plan",
                TestPlans.written(machine, "mem0-write").toString(),
                "--install-qwen",
                "--json");

    assertEquals(4, run.exit(), run.stdout());
    String summary = run.json().path("summary").asText();
    assertTrue(
        summary.startsWith(
            "Qwen Code was not installed: npm failed with exit code 7; the previous generation is"
                + " still current"),
        summary);
    assertTrue(summary.contains("registry unreachable"), summary);
    assertFalse(Files.exists(dir.resolve("etc").resolve("launcher.json")));
  }
}

package io.qwenmanaged.install.generation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.install.exec.InstallProof;
import io.qwenmanaged.install.host.AdminHost;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.policy.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A generation whose processes the proof finds broken never becomes current: the install (and a
 * rollback to read-only, which installs a generation) exits with the proof's problems, the new
 * generation's folders are gone, the developer's command is as it was and the previous generation
 * is still current. A proof that could only not be run for the installing user lets it through,
 * saying why.
 */
@Tag("unit")
class UnprovenGenerationTest {

  private static final Diagnostic HOOK_BROKEN =
      Diagnostic.policy(
          "system-settings.json",
          "/hooks/PreToolUse/0/hooks/0/command",
          "the hook exited with code 1 (Qwen would let the write through unconfirmed)");

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;

  @BeforeEach
  void installAFirstGeneration() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
    Run first =
        machine.run("install", "--plan", TestPlans.written(machine, "mem0-write").toString());
    assertEquals(0, first.exit(), first.stderr());
  }

  private TestMachine proving(InstallProof.Outcome outcome) {
    AdminHost host = machine.host();
    return machine.with(
        new AdminHost(
            host.userName(),
            host.userHome(),
            host.environment(),
            host.platform(),
            host.distributionLib(),
            host.files(),
            host.clock(),
            (config, lib, launcherJson, home, servers, launcher) -> outcome,
            host.qwenBuilds()));
  }

  @Test
  void aBrokenGenerationIsRemovedAndThePreviousOneStaysCurrent() throws IOException {
    String current = installed.current();
    byte[] launcherJson = Files.readAllBytes(installed.launcherJson());
    byte[] wrapper = Files.readAllBytes(installed.wrapper());
    Path changed =
        TestPlans.write(
            machine, TestPlans.of(machine, "mem0-write").put("timeoutMs", 6000), "changed.json");

    Run run =
        proving(new InstallProof.Broken(List.of(HOOK_BROKEN)))
            .run("install", "--plan", changed.toString());

    assertEquals(3, run.exit(), run.stderr());
    assertTrue(run.stderr().contains(HOOK_BROKEN.render()), run.stderr());
    assertTrue(
        run.stderr().contains("nothing was installed: the installation would not work (1 problem)"),
        run.stderr());
    assertEquals(current, installed.current());
    assertArrayEquals(launcherJson, Files.readAllBytes(installed.launcherJson()));
    assertArrayEquals(wrapper, Files.readAllBytes(installed.wrapper()));
    assertEquals(List.of(current), installed.configGenerations());
    assertEquals(List.of(current), installed.prefixGenerations());
  }

  @Test
  void aFirstInstallThatIsBrokenLeavesNoCommand() {
    TestMachine fresh = TestMachine.in(dir.resolve("fresh"));
    Installed nothing = Installed.on(fresh);
    TestMachine broken =
        fresh.with(
            new AdminHost(
                fresh.host().userName(),
                fresh.host().userHome(),
                fresh.host().environment(),
                fresh.host().platform(),
                fresh.host().distributionLib(),
                fresh.host().files(),
                fresh.host().clock(),
                (config, lib, launcherJson, home, servers, launcher) ->
                    new InstallProof.Broken(List.of(HOOK_BROKEN)),
                fresh.host().qwenBuilds()));

    Run run = broken.run("install", "--plan", TestPlans.written(fresh, "mem0-write").toString());

    assertEquals(3, run.exit(), run.stderr());
    assertFalse(Files.exists(nothing.launcherJson()));
    assertFalse(Files.exists(nothing.wrapper()));
    assertEquals(List.of(), nothing.configGenerations());
  }

  @Test
  void aRollbackToReadOnlyThatIsBrokenChangesNothing() {
    String current = installed.current();

    Run run =
        proving(new InstallProof.Broken(List.of(HOOK_BROKEN)))
            .run("rollback", "--to", "read-only", "--config-dir", installed.configDir().toString());

    assertEquals(3, run.exit(), run.stderr());
    assertTrue(run.stderr().contains(HOOK_BROKEN.render()), run.stderr());
    assertEquals(current, installed.current());
  }

  @Test
  void aProofThatCouldNotRunForTheInstallingUserIsSaidAndTheGenerationIsInstalled() {
    Path changed =
        TestPlans.write(
            machine, TestPlans.of(machine, "mem0-write").put("timeoutMs", 6000), "changed.json");

    Run run =
        proving(new InstallProof.Unproven(List.of("credential: 1 problem")))
            .run("install", "--plan", changed.toString());

    assertEquals(0, run.exit(), run.stderr());
    assertTrue(
        run.stderr()
            .contains(
                "the kit's processes could not be started for this user (credential: 1 problem)"),
        run.stderr());
  }
}

package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.install.testing.Tree;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One admin command at a time per config directory: while the config directory's lock file is
 * locked (here by the test itself), install, rollback and uninstall change nothing and exit 5
 * {@code busy}; with {@code --wait} they run once it is released; verify and the dry runs need no
 * lock.
 */
@Tag("unit")
class AdminLockTest {

  private static final String BUSY = "another install, rollback or uninstall is running";

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;
  private Path second;

  @BeforeEach
  void installOnce() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
    Path first = TestPlans.write(machine, TestPlans.of(machine, "mem0-write"), "first.json");
    second =
        TestPlans.write(
            machine, TestPlans.of(machine, "mem0-write").put("timeoutMs", 6000), "second.json");
    Run run = machine.run("install", "--plan", first.toString());
    assertEquals(0, run.exit(), run.stderr());
  }

  private Path lockFile() {
    return installed.configDir().resolve(".qwen-managed.lock");
  }

  private String config() {
    return installed.configDir().toString();
  }

  @Test
  void theFirstInstallLeavesAnEmptyLockFileInTheConfigDirectory() throws IOException {
    assertTrue(Files.isRegularFile(lockFile()));
    assertEquals(0, Files.size(lockFile()));
  }

  @Test
  void whileTheLockIsHeldInstallRollbackAndUninstallAreBusyAndChangeNothing() throws IOException {
    Map<String, String> before = everything();
    List<List<String>> commands =
        List.of(
            List.of("install", "--plan", second.toString(), "--json"),
            List.of("rollback", "--to", "read-only", "--config-dir", config(), "--json"),
            List.of("uninstall", "--config-dir", config(), "--json"));
    try (FileChannel channel = FileChannel.open(lockFile(), StandardOpenOption.WRITE);
        FileLock lock = channel.lock()) {
      for (List<String> command : commands) {
        Run run = machine.run(command.toArray(String[]::new));

        assertEquals(5, run.exit(), command + ": " + run.stdout());
        assertEquals("busy", run.json().path("result").asText(), run.stdout());
        assertEquals(5, run.json().path("exitCode").asInt());
        assertTrue(run.json().path("summary").asText().startsWith(BUSY), run.stdout());
        assertEquals(before, everything(), command + " changed files");
      }
    }
  }

  @Test
  void aBusyCommandSaysSoForAPersonOnStderr() throws IOException {
    try (FileChannel channel = FileChannel.open(lockFile(), StandardOpenOption.WRITE);
        FileLock lock = channel.lock()) {
      Run run = machine.run("install", "--plan", second.toString());

      assertEquals(5, run.exit());
      assertEquals("", run.stdout());
      assertTrue(
          run.stderr().startsWith("qwen-managed-admin install: " + BUSY + " on " + config()),
          run.stderr());
    }
  }

  @Test
  void withWaitAnInstallRunsOnceTheLockIsReleased() throws Exception {
    String current = installed.current();
    FileChannel channel = FileChannel.open(lockFile(), StandardOpenOption.WRITE);
    channel.lock();
    CompletableFuture<Run> waiting =
        CompletableFuture.supplyAsync(
            () -> machine.run("install", "--plan", second.toString(), "--wait", "60", "--json"));
    Thread.sleep(300);
    assertFalse(waiting.isDone(), "the install did not wait for the lock");
    channel.close();

    Run run = waiting.get(60, TimeUnit.SECONDS);

    assertEquals(0, run.exit(), run.stdout());
    assertEquals("installed", run.json().path("result").asText());
    assertFalse(current.equals(installed.current()));
  }

  @Test
  void withWaitABusyCommandStillEndsWhenTheLockStaysHeld() throws IOException {
    try (FileChannel channel = FileChannel.open(lockFile(), StandardOpenOption.WRITE);
        FileLock lock = channel.lock()) {
      Run run = machine.run("uninstall", "--config-dir", config(), "--wait", "1", "--json");

      assertEquals(5, run.exit(), run.stdout());
      assertTrue(run.json().path("summary").asText().contains("(waited 1 s)"), run.stdout());
    }
  }

  @Test
  void verifyAndTheDryRunsNeedNoLock() throws IOException {
    // In this test machine the stand-in jars fail verify's checks; it says the same with the lock.
    Run unlocked = machine.run("verify", "--config-dir", config(), "--json");
    try (FileChannel channel = FileChannel.open(lockFile(), StandardOpenOption.WRITE);
        FileLock lock = channel.lock()) {
      assertEquals(unlocked, machine.run("verify", "--config-dir", config(), "--json"));
      assertEquals(0, machine.run("install", "--plan", second.toString(), "--dry-run").exit());
      assertEquals(0, machine.run("uninstall", "--config-dir", config(), "--dry-run").exit());
    }
  }

  @Test
  void aNegativeWaitIsAUsageError() {
    Run run = machine.run("install", "--plan", second.toString(), "--wait", "-1");

    assertEquals(2, run.exit(), run.stderr());
  }

  @Test
  void uninstallRemovesTheLockFileWithTheConfigDirectory() {
    Run run = machine.run("uninstall", "--config-dir", config());

    assertEquals(0, run.exit(), run.stderr());
    assertFalse(Files.exists(installed.configDir()), Tree.of(installed.configDir()).toString());
  }

  @Test
  void aFirstInstallThatIsRefusedCreatesNoConfigDirectory() {
    TestMachine fresh = TestMachine.in(dir.resolve("fresh"));
    Path plan =
        TestPlans.write(fresh, TestPlans.of(fresh, "mem0-write").put("platform", "windows"), "p");

    Run run = fresh.run("install", "--plan", plan.toString());

    assertEquals(3, run.exit(), run.stderr());
    assertFalse(Files.exists(dir.resolve("fresh").resolve("etc")));
  }

  private Map<String, String> everything() {
    Map<String, String> all = new java.util.TreeMap<>();
    Tree.of(installed.configDir()).forEach((k, v) -> all.put("etc/" + k, v));
    Tree.of(installed.prefix()).forEach((k, v) -> all.put("opt/" + k, v));
    return all;
  }
}

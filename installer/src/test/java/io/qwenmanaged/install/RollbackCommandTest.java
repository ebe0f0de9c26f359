package io.qwenmanaged.install;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.testing.Installed;
import io.qwenmanaged.install.testing.Run;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.install.testing.Tree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rollback} run in-process: the toggle between two generations and the read-only switch. */
@Tag("unit")
class RollbackCommandTest {

  private static final String MEMORIES = "Existing Mem0 memories are not changed.";

  @TempDir Path dir;

  private TestMachine machine;
  private Installed installed;

  @BeforeEach
  void machine() {
    machine = TestMachine.in(dir);
    installed = Installed.on(machine);
  }

  private String install(int timeoutMs) {
    ObjectNode plan = TestPlans.of(machine, "mem0-write").put("timeoutMs", timeoutMs);
    Path file = TestPlans.write(machine, plan, "plan-" + timeoutMs + ".json");
    Run run = machine.run("install", "--plan", file.toString());
    assertEquals(0, run.exit(), run.stderr());
    return installed.current();
  }

  /** The system settings of generation {@code id}, which grant the write capability or not. */
  private String settings(String id) throws IOException {
    return Files.readString(installed.configGeneration(id).resolve("system-settings.json"));
  }

  private Run rollback(String to) {
    return machine.run(
        "rollback", "--to", to, "--config-dir", installed.configDir().toString(), "--json");
  }

  @Test
  void previousTogglesBetweenTheLastTwoGenerations() throws IOException {
    String first = install(5000);
    String second = install(6000);

    Run back = rollback("previous");

    assertEquals(0, back.exit(), back.stdout());
    assertEquals("rolled-back", back.json().path("result").asText());
    assertEquals(
        "generation " + first + " is current again; " + MEMORIES,
        back.json().path("summary").asText());
    assertEquals(first, installed.current());
    assertArrayEquals(
        Files.readAllBytes(installed.configGeneration(first).resolve("launcher.json")),
        Files.readAllBytes(installed.launcherJson()));

    Run forth = rollback("previous");

    assertEquals(0, forth.exit(), forth.stdout());
    assertEquals(second, installed.current());
  }

  @Test
  void previousWithOnlyOneGenerationChangesNothing() {
    install(5000);
    Map<String, String> before = Tree.of(installed.configDir());

    Run run = rollback("previous");

    assertEquals(3, run.exit(), run.stdout());
    assertEquals("refused", run.json().path("result").asText());
    assertTrue(
        run.json()
            .at("/diagnostics/0/message")
            .asText()
            .endsWith("which has no previous generation"),
        run.stdout());
    assertEquals(before, Tree.of(installed.configDir()));
  }

  @Test
  void aPreviousGenerationWhoseFilesChangedIsNotMadeCurrent() throws IOException {
    String first = install(5000);
    String second = install(6000);
    Path jar = installed.prefixGeneration(first).resolve("lib").resolve("hook.jar");
    Files.writeString(jar, "changed");

    Run run = rollback("previous");

    assertEquals(3, run.exit(), run.stdout());
    assertEquals(jar.toString(), run.json().at("/diagnostics/0/file").asText(), run.stdout());
    assertEquals(second, installed.current());
  }

  @Test
  void readOnlyInstallsTheCurrentPlanWithoutTheWriteCapabilityFromTheCurrentJars()
      throws IOException {
    String write = install(5000);
    Files.writeString(machine.lib().resolve("hook.jar"), "a newer distribution's hook");

    Run run = rollback("read-only");

    assertEquals(0, run.exit(), run.stdout());
    String readOnly = installed.current();
    assertNotEquals(write, readOnly);
    assertEquals(
        "read-only generation " + readOnly + " is current; " + MEMORIES,
        run.json().path("summary").asText());
    assertEquals(
        "mem0-read-only",
        Installed.json(installed.configGeneration(readOnly).resolve("plan.json"))
            .path("profile")
            .asText());
    assertTrue(settings(write).contains("context_remember"), settings(write));
    assertFalse(settings(readOnly).contains("context_remember"), settings(readOnly));
    assertArrayEquals(
        Files.readAllBytes(installed.prefixGeneration(write).resolve("lib").resolve("hook.jar")),
        Files.readAllBytes(
            installed.prefixGeneration(readOnly).resolve("lib").resolve("hook.jar")));
    assertEquals(
        write + "\n", Files.readString(installed.configGeneration(readOnly).resolve("previous")));
  }

  @Test
  void readOnlyAgainIsUnchanged() {
    install(5000);
    rollback("read-only");
    String readOnly = installed.current();

    Run again = rollback("read-only");

    assertEquals(0, again.exit(), again.stdout());
    assertEquals("unchanged", again.json().path("result").asText());
    assertEquals(
        "generation " + readOnly + " is already read-only; " + MEMORIES,
        again.json().path("summary").asText());
  }

  @Test
  void afterReadOnlyPreviousBringsTheWritingGenerationBackAndAgainTheReadOnlyOne()
      throws IOException {
    String write = install(5000);
    byte[] writing = Files.readAllBytes(installed.launcherJson());
    rollback("read-only");
    String readOnly = installed.current();
    byte[] reading = Files.readAllBytes(installed.launcherJson());

    Run back = rollback("previous");

    assertEquals(0, back.exit(), back.stdout());
    assertEquals(write, installed.current());
    assertArrayEquals(writing, Files.readAllBytes(installed.launcherJson()));
    assertTrue(settings(installed.current()).contains("context_remember"));

    Run forth = rollback("previous");

    assertEquals(0, forth.exit(), forth.stdout());
    assertEquals(readOnly, installed.current());
    assertArrayEquals(reading, Files.readAllBytes(installed.launcherJson()));
  }

  @Test
  void withoutAnInstallationThereIsNothingToRollBackTo() {
    Run run = rollback("previous");

    assertEquals(3, run.exit(), run.stdout());
    assertEquals(installed.configDir().toString(), run.json().at("/diagnostics/0/file").asText());
    assertFalse(Files.exists(installed.configDir()));
  }
}

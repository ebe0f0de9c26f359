package io.qwenmanaged.install.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.install.testing.TestMachine;
import io.qwenmanaged.install.testing.TestPlans;
import io.qwenmanaged.policy.model.Platform;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The order in which an install writes a generation, watched in-process at every durable step
 * ({@link CrashPoints#observe}): whatever step a run stopped at, the generation {@code
 * launcher.json} names is complete, and it changes in one step, the last of the writer's.
 */
@Tag("unit")
class GenerationWriterTest {

  @TempDir Path dir;

  private TestMachine machine;
  private InstallPaths paths;

  /** One durable step: its operation, the path it changed, and the generation current after it. */
  private record Step(String operation, Path path, Optional<String> current) {}

  @BeforeEach
  void machine() {
    machine = TestMachine.in(dir);
    paths = new InstallPaths(dir.resolve("opt"), dir.resolve("etc"), Platform.POSIX);
  }

  private InstallRun.Outcome install(int timeoutMs) {
    ObjectNode plan = TestPlans.of(machine, "mem0-write").put("timeoutMs", timeoutMs);
    return InstallRun.run(
        new InstallRun.Request(
            plan, paths, machine.lib(), false, Optional.empty(), Optional.empty(), List.of()),
        machine.host());
  }

  /** Installs with a plan of {@code timeoutMs}, checking every kept generation at every step. */
  private List<Step> watchedInstall(int timeoutMs) {
    List<Step> steps = new ArrayList<>();
    Generations generations = new Generations(paths);
    try (CrashPoints.Observing watching =
        CrashPoints.observe(
            (operation, path) -> {
              for (String id : generations.kept()) {
                assertTrue(generations.exists(id), id + " after " + operation + " " + path);
                assertEquals(
                    List.of(),
                    GenerationCheck.problems(paths, id, machine.host().files()),
                    id + " after " + operation + " " + path);
              }
              steps.add(new Step(operation, path, generations.current()));
            })) {
      assertInstanceOf(InstallRun.Installed.class, install(timeoutMs));
    }
    return steps;
  }

  private static int first(List<Step> steps, String operation, Path path) {
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).operation().equals(operation) && steps.get(i).path().equals(path)) {
        return i;
      }
    }
    throw new AssertionError("no step " + operation + " " + path + " in " + steps);
  }

  @Test
  void aFreshInstallBecomesCurrentOnlyAtTheReplacementOfLauncherJson() {
    List<Step> steps = watchedInstall(5000);

    String id = new Generations(paths).current().orElseThrow();
    int commit = first(steps, "replace", paths.launcherJson());
    for (int i = 0; i < steps.size(); i++) {
      assertEquals(
          i < commit ? Optional.empty() : Optional.of(id), steps.get(i).current(), "step " + i);
    }
  }

  @Test
  void theGenerationIsInPlaceBeforeItIsCommitted() {
    install(5000);
    String before = new Generations(paths).current().orElseThrow();

    List<Step> steps = watchedInstall(6000);

    String id = new Generations(paths).current().orElseThrow();
    Path prefix = paths.prefixGeneration(id);
    Path config = paths.configGeneration(id);
    Path configStaging = InstallPaths.staging(config);
    int prefixInPlace = first(steps, "rename to", prefix);
    int manifest = first(steps, "write", configStaging.resolve("install-manifest.json"));
    int configInPlace = first(steps, "rename to", config);
    int commit = first(steps, "replace", paths.launcherJson());
    assertTrue(
        first(steps, "write", InstallPaths.staging(prefix).resolve("launcher.args"))
            < prefixInPlace);
    assertTrue(prefixInPlace < first(steps, "write", configStaging.resolve("plan.json")));
    assertTrue(prefixInPlace < manifest && manifest < configInPlace && configInPlace < commit);
    for (int i = 0; i < steps.size(); i++) {
      assertEquals(Optional.of(i < commit ? before : id), steps.get(i).current(), "step " + i);
    }
    for (Step step : steps.subList(commit + 1, steps.size())) {
      assertEquals("delete", step.operation(), "after the commit only hidden folders go: " + step);
    }
  }

  @Test
  void aFourthInstallNeverHalfDeletesAKeptGeneration() {
    install(5000);
    install(5001);
    install(5002);
    List<String> kept = new Generations(paths).kept();

    List<Step> steps = watchedInstall(5003);

    List<String> now = new Generations(paths).kept();
    assertEquals(kept.subList(0, 2), now.subList(1, 3));
    String oldest = kept.get(2);
    int retired = first(steps, "rename to", InstallPaths.removing(paths.configGeneration(oldest)));
    assertTrue(retired < first(steps, "replace", paths.launcherJson()));
  }
}

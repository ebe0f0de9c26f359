package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.tests.e2e.harness.ManagedOnlyVectors;
import io.qwenmanaged.tests.e2e.harness.ModeCycle;
import io.qwenmanaged.tests.e2e.harness.PreviousRoundVectors;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.RepositoryVector;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.SharedKits;
import io.qwenmanaged.tests.e2e.harness.VectorRun;
import io.qwenmanaged.tests.e2e.harness.VectorVerdict;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * With the kit's managed-only switches on, Qwen itself ignores what a repository brings to change
 * trust: every vector that got around the start check, and every one of the round before, runs in
 * real Qwen through the installed kit and its mechanism stays inert — no repository hook or agent
 * server runs, no import leaves the repository, no request goes through the repository's proxy, and
 * every write gets the kit's content dialog. A launcher that still refuses such a repository at
 * start also leaves it inert. And Shift+Tab reaches YOLO only when the plan offers it, which the
 * default plan does not.
 */
@Tag("e2e")
@ExtendWith(SharedKits.class)
class ManagedOnlyE2eTest {

  static Stream<Arguments> vectors() {
    return Stream.concat(ManagedOnlyVectors.all().stream(), PreviousRoundVectors.all().stream())
        .map(vector -> Arguments.of(Named.of(vector.id(), vector)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void theRepositorysMechanismStaysInert(RepositoryVector vector) {
    VectorRun.Result result = VectorRun.run(vector);
    assertInstanceOf(
        VectorVerdict.NotReproduced.class,
        result.verdict(),
        () ->
            vector.id()
                + " "
                + result.verdict().label()
                + ": "
                + result.verdict().why()
                + "\n  tried: "
                + vector.claim()
                + "\n  "
                + String.join("\n  ", result.evidence().lines()));
  }

  @Test
  void shiftTabCyclesThroughEveryModeButYolo() {
    try (QwenSession qwen = QwenSession.start(Scenario.write("managed-only-yolo-unreachable"))) {
      ModeCycle.Walk walk = ModeCycle.toward(qwen, "yolo");
      assertFalse(walk.reached(), walk.describe("yolo"));
      assertEquals(
          List.of("auto-edit", "auto", "plan", "default"), walk.seen(), walk.describe("yolo"));
    }
  }

  @Test
  void shiftTabReachesYoloOnlyWhenThePlanOffersIt() {
    Scenario offered = Scenario.write("managed-only-yolo-offered").withYoloOffered();
    try (QwenSession qwen = QwenSession.start(offered)) {
      ModeCycle.Walk walk = ModeCycle.toward(qwen, "yolo");
      assertTrue(walk.reached(), walk.describe("yolo"));
      assertEquals(List.of("auto-edit", "auto", "yolo"), walk.seen(), walk.describe("yolo"));
    }
  }
}

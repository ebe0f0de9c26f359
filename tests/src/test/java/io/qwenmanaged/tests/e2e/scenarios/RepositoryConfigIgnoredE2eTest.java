package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.tests.e2e.harness.IgnoredConfigurationVectors;
import io.qwenmanaged.tests.e2e.harness.RepositoryVector;
import io.qwenmanaged.tests.e2e.harness.SeenDialog;
import io.qwenmanaged.tests.e2e.harness.SharedKits;
import io.qwenmanaged.tests.e2e.harness.VectorEvidence;
import io.qwenmanaged.tests.e2e.harness.VectorRun;
import io.qwenmanaged.tests.e2e.harness.VectorVerdict;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A repository whose own Qwen configuration tries to change trust is not refused: {@code
 * qwen-managed} typed in a real terminal starts Qwen there, and the managed Qwen ignores what the
 * repository added. A copy of the kit's hook, an agent asking for YOLO with a hook answering allow,
 * and a skill with such a hook skip no dialog: Qwen's own dialog still asks, then the kit's dialog
 * with the content. The write itself then fails without a request to Mem0, because the kit's server
 * still refuses to write while a file Qwen could load holds a hook on the memory write tool, and it
 * tells the model why. A settings key that would start a repository program starts nothing, while
 * the turn is answered.
 */
@Tag("e2e")
@ExtendWith(SharedKits.class)
class RepositoryConfigIgnoredE2eTest {

  static Stream<Arguments> writes() {
    return IgnoredConfigurationVectors.writes().stream()
        .map(vector -> Arguments.of(Named.of(vector.id(), vector)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("writes")
  void theRepositoryStartsAndItsHookSkipsNeitherDialog(RepositoryVector vector) {
    VectorRun.Result result = VectorRun.run(vector);
    assertStartedAndInert(result);
    VectorEvidence evidence = result.evidence();
    String lines = String.join("\n  ", evidence.lines());
    assertEquals(1, evidence.dialogs(SeenDialog.Kind.QWEN_REMEMBER), lines);
    assertTrue(evidence.kitDialogShowedContent(), lines);
    assertEquals(0, evidence.mem0Requests(), lines);
    assertTrue(evidence.toolResultContains(WriteTimeCheckE2eTest.ANOTHER_DECIDER), lines);
  }

  @Test
  void theRepositoryStartsAndItsServerCommandNeverRuns() {
    assertStartedAndInert(VectorRun.run(IgnoredConfigurationVectors.serverCommand()));
  }

  /**
   * The turn ran to its end (a refused start runs none) and the vector's own reading of the
   * evidence finds that the repository's mechanism did not act.
   */
  private static void assertStartedAndInert(VectorRun.Result result) {
    String lines = String.join("\n  ", result.evidence().lines());
    assertTrue(result.evidence().drive().finished(), () -> "the turn never finished:\n  " + lines);
    assertInstanceOf(
        VectorVerdict.NotReproduced.class,
        result.verdict(),
        () -> result.verdict().label() + ": " + result.verdict().why() + "\n  " + lines);
  }
}

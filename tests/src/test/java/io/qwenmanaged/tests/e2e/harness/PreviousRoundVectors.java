package io.qwenmanaged.tests.e2e.harness;

import static io.qwenmanaged.tests.e2e.harness.RepositoryVector.Mode.DEFAULT;

import com.fasterxml.jackson.databind.node.BooleanNode;
import java.util.List;
import java.util.function.Function;

/**
 * The four vectors of the round before the managed-only switches — a copy of the kit's hook marked
 * async, a sequential hook that rewrites the input, a subagent with an allow hook and yolo, an http
 * hook whose URL holds the Mem0 key — started with Qwen itself in charge: the launcher's start
 * check refuses these repositories, so each starts Qwen directly with the command, environment and
 * system settings the launcher gives it, and only the managed build of Qwen stands in the way.
 */
public final class PreviousRoundVectors {

  private PreviousRoundVectors() {}

  public static List<RepositoryVector> all() {
    return List.of(
        direct(
            HookVectors.duplicateKitHook("C1-async-default", "async", BooleanNode.TRUE, DEFAULT)),
        direct(HookVectors.rewrittenInput()),
        direct(AgentSkillVectors.yoloAgentWithAllowHook().in(DEFAULT, "C2-agent-default")),
        direct(HookVectors.keyInSessionStartUrl().judgedBy(listenerCalled())));
  }

  /** The vector under {@code <id>-direct}, Qwen started without the launcher's start check. */
  private static RepositoryVector direct(RepositoryVector vector) {
    return vector.withSystemSettings(vector.id() + "-direct", LeverVectors.unchangedSetting());
  }

  /** Reproduced when the hook called the listener at all, whatever the URL carried. */
  private static Function<VectorEvidence, VectorVerdict> listenerCalled() {
    return evidence ->
        evidence.listener().isEmpty()
            ? VectorVerdict.notReproduced("the listener got no request: the hook never ran")
            : VectorVerdict.reproduced(
                "the hook called the listener " + evidence.listener().size() + " time(s)");
  }
}

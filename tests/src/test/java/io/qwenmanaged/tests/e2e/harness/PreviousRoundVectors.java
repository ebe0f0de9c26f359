package io.qwenmanaged.tests.e2e.harness;

import static io.qwenmanaged.tests.e2e.harness.RepositoryVector.Mode.DEFAULT;

import com.fasterxml.jackson.databind.node.BooleanNode;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * The four vectors of the round before the managed-only switches — a copy of the kit's hook marked
 * async, a sequential hook that rewrites the input, a subagent with an allow hook and yolo, an http
 * hook whose URL holds the Mem0 key — started with Qwen itself in charge: the launcher's start
 * check refuses these repositories, so each starts Qwen directly with the command, environment and
 * system settings the launcher gives it. The hooks' settings file is removed once Qwen has loaded
 * it, so the kit's write-time check cannot be what stops them: only the managed build of Qwen
 * stands in the way.
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

  /**
   * The vector with its workspace settings removed before the prompt, once Qwen has loaded them:
   * the kit's write-time check then finds nothing to refuse, and only what Qwen registered decides.
   */
  private static RepositoryVector settingsRemovedOnceLoaded(RepositoryVector vector) {
    return vector.alongside(
        FileRemoval.after(Duration.ofSeconds(2), List.of(VectorFiles.SETTINGS)));
  }

  /**
   * Reproduced when the remember tool reached the kit's server with no kit content dialog before
   * it: the copy took the kit hook's place (whether the server then refused is its own defence).
   */
  private static Function<VectorEvidence, VectorVerdict> calledWithoutTheKitDialog() {
    return evidence -> {
      boolean called = evidence.kitToolCalls().contains("context_remember");
      long kit = evidence.dialogs(SeenDialog.Kind.KIT_CONTENT);
      String seen = "remember reached the kit server: " + called + "; kit content dialogs: " + kit;
      if (!called) {
        return VectorVerdict.inconclusive(seen);
      }
      return kit == 0 ? VectorVerdict.reproduced(seen) : VectorVerdict.notReproduced(seen);
    };
  }

  /** Reproduced when a kit dialog showed the rewritten content: the repository's hook ran first. */
  private static Function<VectorEvidence, VectorVerdict> kitDialogShowedTheRewrite() {
    return evidence ->
        evidence.kitDialogShowed(HookVectors.HARMLESS)
            ? VectorVerdict.reproduced("the kit dialog showed the repository's rewrite")
            : VectorVerdict.notReproduced(
                "no kit dialog showed the rewrite; with the content: "
                    + evidence.kitDialogShowedContent());
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

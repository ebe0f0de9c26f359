package io.qwenmanaged.tests.e2e.harness;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What happens in one vector's session once Qwen is ready: the developer types {@code prompt}, the
 * fake model follows {@code chains} (trigger phrase → tool calls, see {@link ModelScript}), and the
 * developer approves every dialog (unless {@code pressKeys} is false) until the chain of {@code
 * finishTrigger} has been answered, or {@code budget} has passed.
 *
 * @param prompt what the developer types (a message, or a slash command such as {@code /notes})
 * @param chains the fake model's tool calls by trigger phrase; the main conversation's, and any a
 *     subagent or a skill's instructions carry
 * @param finishTrigger whose chain ends the action
 * @param budget how long the action may take before the evidence is collected anyway
 * @param pressKeys whether the developer answers dialogs (false: only something else can)
 */
record VectorAction(
    String prompt,
    Map<String, List<ToolCallPlan>> chains,
    String finishTrigger,
    Duration budget,
    boolean pressKeys) {

  static final Duration DEFAULT_BUDGET = Duration.ofSeconds(90);

  VectorAction {
    chains = Map.copyOf(chains);
  }

  /** The developer types {@code prompt}; the model answers it with plain text. */
  static VectorAction prompt(String prompt) {
    return new VectorAction(prompt, Map.of(prompt, List.of()), prompt, DEFAULT_BUDGET, true);
  }

  /** The developer types {@code prompt}; the model answers with {@code calls}, one at a time. */
  static VectorAction calls(String prompt, ToolCallPlan... calls) {
    return new VectorAction(prompt, Map.of(prompt, List.of(calls)), prompt, DEFAULT_BUDGET, true);
  }

  /**
   * The developer types {@code typed} (e.g. a slash command whose text reaches the model in place
   * of what was typed); the model answers the message that contains {@code trigger} with {@code
   * calls}.
   */
  static VectorAction typed(String typed, String trigger, ToolCallPlan... calls) {
    return new VectorAction(typed, Map.of(trigger, List.of(calls)), trigger, DEFAULT_BUDGET, true);
  }

  /** The same action with a conversation that contains {@code trigger} getting {@code calls}. */
  VectorAction and(String trigger, ToolCallPlan... calls) {
    Map<String, List<ToolCallPlan>> more = new LinkedHashMap<>(chains);
    more.put(trigger, List.of(calls));
    return new VectorAction(prompt, more, finishTrigger, budget, pressKeys);
  }

  /** The same action, evidence collected after at most {@code limit}. */
  VectorAction within(Duration limit) {
    return new VectorAction(prompt, chains, finishTrigger, limit, pressKeys);
  }

  /** The same action with the developer never pressing a key on a dialog. */
  VectorAction withoutKeyPresses() {
    return new VectorAction(prompt, chains, finishTrigger, budget, false);
  }
}

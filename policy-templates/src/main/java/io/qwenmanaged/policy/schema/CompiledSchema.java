package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * A schema compiled for the compact evaluator: every rule must hold. The schema {@code true} has no
 * rule; {@code false} has the one rule that nothing passes.
 */
record CompiledSchema(List<Rule> rules) {

  static final CompiledSchema ANYTHING = new CompiledSchema(List.of());
  static final CompiledSchema NOTHING = new CompiledSchema(List.of(new ApplicatorRules.Never()));

  CompiledSchema {
    rules = List.copyOf(rules);
  }

  /** The verdict of every rule together; stops at the first that is invalid. */
  Verdict check(JsonNode value) {
    Verdict verdict = Verdict.VALID;
    for (Rule rule : rules) {
      verdict = verdict.and(rule.check(value));
      if (verdict == Verdict.INVALID) {
        return verdict;
      }
    }
    return verdict;
  }
}

package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import java.util.List;

/**
 * Words for the two ways a plan can pin its repositories: one {@code workspace} with its {@code
 * provider}, or a {@code repositories} list in which each has its own. The schema can only say that
 * a key "is not allowed" or "missing"; these messages say why, on the same lines.
 */
final class PlanShapeMessages {

  private PlanShapeMessages() {}

  static List<Diagnostic> explain(List<Diagnostic> schemaProblems, JsonNode plan) {
    boolean listsRepositories = plan.isObject() && plan.has("repositories");
    return schemaProblems.stream().map(problem -> explain(problem, listsRepositories)).toList();
  }

  private static Diagnostic explain(Diagnostic problem, boolean listsRepositories) {
    String pointer = problem.pointer();
    String message = problem.message();
    if (listsRepositories
        && (pointer.equals("/workspace") || pointer.equals("/provider"))
        && message.equals("is not allowed")) {
      return new Diagnostic(
          problem.file(),
          pointer,
          "is not allowed with \"repositories\": each repository names its own path and provider",
          problem.kind());
    }
    if (listsRepositories && pointer.equals("/autoRecall") && message.equals("is not allowed")) {
      return new Diagnostic(
          problem.file(),
          pointer,
          "is not allowed with \"repositories\": set autoRecall on each repository",
          problem.kind());
    }
    if (!listsRepositories
        && pointer.isEmpty()
        && (message.equals("missing required property \"workspace\"")
            || message.equals("missing required property \"provider\""))) {
      return new Diagnostic(
          problem.file(),
          pointer,
          message + " (or list each repository with its own in \"repositories\")",
          problem.kind());
    }
    return problem;
  }
}

package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.rules.ModelEndpointRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The refusals of a plan's {@code model} that its schema cannot state. Its credential follows the
 * Mem0 credential's rules and is never a repository's Mem0 credential: each key reaches one service
 * only.
 */
final class ModelRules {

  static final String POINTER = "/model";

  private ModelRules() {}

  /** Every refusal of the plan's {@code model}, in plan order; empty without one. */
  static List<Diagnostic> check(Plan plan, String file) {
    if (plan.model().isEmpty()) {
      return List.of();
    }
    ModelEndpoint model = plan.model().get();
    List<Diagnostic> diagnostics = new ArrayList<>();
    add(diagnostics, file, "/baseUrl", ModelEndpointRule.baseUrl(model.baseUrl()));
    for (int i = 0; i < model.models().size(); i++) {
      add(diagnostics, file, "/models/" + i, ModelEndpointRule.modelId(model.models().get(i)));
    }
    List<ModelEndpointRule.Mem0Credential> mem0 =
        plan.repositories().stream()
            .map(
                r ->
                    new ModelEndpointRule.Mem0Credential(
                        r.providerPointer(),
                        r.provider().credentialEnv(),
                        r.provider().credentialFile()))
            .toList();
    model
        .credential()
        .env()
        .ifPresent(
            env ->
                add(
                    diagnostics,
                    file,
                    "/credential/env",
                    ModelEndpointRule.credentialVariable(plan.platform(), env, mem0)));
    List<String> workspaces = plan.repositories().stream().map(Plan.Repository::path).toList();
    model
        .credential()
        .file()
        .ifPresent(
            path ->
                add(
                    diagnostics,
                    file,
                    "/credential/file",
                    ModelEndpointRule.credentialFile(plan.platform(), path, workspaces, mem0)));
    flags(plan, model, file, diagnostics);
    return List.copyOf(diagnostics);
  }

  /** Admin flags that choose a model may choose only the plan's models. */
  private static void flags(
      Plan plan, ModelEndpoint model, String file, List<Diagnostic> diagnostics) {
    List<String> flags = plan.extraQwenFlags();
    for (int i = 0; i < flags.size(); i++) {
      int at = i;
      ModelEndpointRule.flag(flags.get(i), model.models())
          .ifPresent(
              message ->
                  diagnostics.add(Diagnostic.policy(file, "/extraQwenFlags/" + at, message)));
    }
  }

  /** The problem of allowlist {@code entry} that only a governed model raises, or empty. */
  static Optional<String> allowEntry(Plan plan, String entry) {
    return plan.model()
        .flatMap(model -> ModelEndpointRule.allowEntry(entry, model.credential().env()));
  }

  private static void add(
      List<Diagnostic> diagnostics, String file, String pointer, Optional<String> problem) {
    problem.ifPresent(
        message -> diagnostics.add(Diagnostic.policy(file, POINTER + pointer, message)));
  }
}

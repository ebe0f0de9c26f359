package io.qwenmanaged.policy.generate;

import io.qwenmanaged.policy.Diagnostic;
import java.util.List;

/** The outcome of generating policy files from a plan; see {@link PolicyGenerator}. */
public sealed interface GenerationResult
    permits GenerationResult.Generated, GenerationResult.Refused {

  /** Every file, in a fixed order, each already validated against its schema. */
  record Generated(List<PolicyFile> files) implements GenerationResult {}

  /** Nothing may be written: one diagnostic per problem, in plan order. */
  record Refused(List<Diagnostic> diagnostics) implements GenerationResult {}
}

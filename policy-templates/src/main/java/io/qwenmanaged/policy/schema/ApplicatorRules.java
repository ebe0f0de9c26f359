package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.function.Supplier;

/** The keywords that apply other schemas to the same value, and the schema {@code false}. */
final class ApplicatorRules {

  private ApplicatorRules() {}

  /** {@code allOf}: every schema. */
  record AllOf(List<CompiledSchema> schemas) implements Rule {
    AllOf {
      schemas = List.copyOf(schemas);
    }

    @Override
    public Verdict check(JsonNode value) {
      Verdict verdict = Verdict.VALID;
      for (CompiledSchema schema : schemas) {
        verdict = verdict.and(schema.check(value));
        if (verdict == Verdict.INVALID) {
          break;
        }
      }
      return verdict;
    }
  }

  /**
   * {@code if} with its {@code then} and {@code else} ({@link CompiledSchema#ANYTHING} when
   * absent): undecided when the condition is.
   */
  record Conditional(CompiledSchema condition, CompiledSchema then, CompiledSchema otherwise)
      implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      return switch (condition.check(value)) {
        case VALID -> then.check(value);
        case INVALID -> otherwise.check(value);
        case UNDECIDED -> Verdict.UNDECIDED;
      };
    }
  }

  /**
   * {@code $ref}: the schema it names, compiled when first checked (schemas may refer to
   * themselves).
   */
  static final class Reference implements Rule {
    private final Supplier<CompiledSchema> target;
    private volatile CompiledSchema resolved;

    Reference(Supplier<CompiledSchema> target) {
      this.target = target;
    }

    @Override
    public Verdict check(JsonNode value) {
      CompiledSchema schema = resolved;
      if (schema == null) {
        schema = target.get();
        resolved = schema;
      }
      return schema.check(value);
    }
  }

  /** The schema {@code false}: nothing is valid. */
  record Never() implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      return Verdict.INVALID;
    }
  }
}

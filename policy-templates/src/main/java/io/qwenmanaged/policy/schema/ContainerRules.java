package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The keywords that look into objects and arrays. Each holds for a value of another type, as in
 * JSON Schema.
 */
final class ContainerRules {

  private ContainerRules() {}

  /**
   * {@code properties} with the {@code additionalProperties} of the same schema ({@link
   * CompiledSchema#ANYTHING} when absent): each named member against its schema, every other member
   * against the additional schema.
   */
  record Properties(Map<String, CompiledSchema> named, CompiledSchema additional) implements Rule {
    Properties {
      named = Map.copyOf(named);
    }

    @Override
    public Verdict check(JsonNode value) {
      if (!value.isObject()) {
        return Verdict.VALID;
      }
      Verdict verdict = Verdict.VALID;
      Iterator<Map.Entry<String, JsonNode>> members = value.properties().iterator();
      while (members.hasNext() && verdict != Verdict.INVALID) {
        Map.Entry<String, JsonNode> member = members.next();
        CompiledSchema schema = named.getOrDefault(member.getKey(), additional);
        verdict = verdict.and(schema.check(member.getValue()));
      }
      return verdict;
    }
  }

  /** {@code required}: every name is a member. */
  record Required(List<String> names) implements Rule {
    Required {
      names = List.copyOf(names);
    }

    @Override
    public Verdict check(JsonNode value) {
      if (!value.isObject()) {
        return Verdict.VALID;
      }
      for (String name : names) {
        if (!value.has(name)) {
          return Verdict.INVALID;
        }
      }
      return Verdict.VALID;
    }
  }

  /** {@code minProperties}. */
  record PropertyCount(int min) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      return Verdict.of(!value.isObject() || value.size() >= min);
    }
  }

  /** {@code items} (a schema): every item. */
  record Items(CompiledSchema schema) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      if (!value.isArray()) {
        return Verdict.VALID;
      }
      Verdict verdict = Verdict.VALID;
      for (int i = 0; i < value.size() && verdict != Verdict.INVALID; i++) {
        verdict = verdict.and(schema.check(value.get(i)));
      }
      return verdict;
    }
  }

  /** {@code minItems}/{@code maxItems} (absent: 0 and {@link Integer#MAX_VALUE}). */
  record ItemCount(int min, int max) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      return Verdict.of(!value.isArray() || (value.size() >= min && value.size() <= max));
    }
  }

  /**
   * {@code uniqueItems: true}, decided for arrays of strings only (the full validator compares
   * numbers by value, wherever they are nested).
   */
  record UniqueTexts() implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      if (!value.isArray()) {
        return Verdict.VALID;
      }
      Set<String> seen = new HashSet<>();
      for (JsonNode item : value) {
        if (!item.isTextual()) {
          return Verdict.UNDECIDED;
        }
        if (!seen.add(item.textValue())) {
          return Verdict.INVALID;
        }
      }
      return Verdict.VALID;
    }
  }

  /** {@code contains}: at least one item. */
  record Contains(CompiledSchema schema) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      if (!value.isArray()) {
        return Verdict.VALID;
      }
      Verdict verdict = Verdict.INVALID;
      for (JsonNode item : value) {
        Verdict one = schema.check(item);
        if (one == Verdict.VALID) {
          return one;
        }
        if (one == Verdict.UNDECIDED) {
          verdict = one;
        }
      }
      return verdict;
    }
  }

  /** {@code propertyNames}: every member's name, as a string. */
  record PropertyNames(CompiledSchema schema) implements Rule {
    @Override
    public Verdict check(JsonNode value) {
      if (!value.isObject()) {
        return Verdict.VALID;
      }
      Verdict verdict = Verdict.VALID;
      Iterator<String> names = value.fieldNames();
      while (names.hasNext() && verdict != Verdict.INVALID) {
        verdict = verdict.and(schema.check(TextNode.valueOf(names.next())));
      }
      return verdict;
    }
  }
}

package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The rule of each keyword of one schema object (its {@code $ref} and annotations aside), for
 * {@link SchemaCompiler}. Keywords that only mean something together are compiled once, at the
 * keyword the draft reads first: {@code additionalProperties} with {@code properties}, {@code
 * maxLength} with {@code minLength}, and so on.
 */
final class KeywordRules {

  private final JsonNode schema;
  private final Function<JsonNode, CompiledSchema> subschema;

  KeywordRules(JsonNode schema, Function<JsonNode, CompiledSchema> subschema) {
    this.schema = schema;
    this.subschema = subschema;
  }

  /** Adds the rule of {@code keyword}, if it has one of its own, to {@code rules}. */
  void add(String keyword, List<Rule> rules) {
    JsonNode value = schema.get(keyword);
    switch (keyword) {
      case "type" -> rules.add(new ValueRules.Types(types(value)));
      case "const" -> rules.add(new ValueRules.Constant(value));
      case "enum" -> rules.add(new ValueRules.OneOfValues(members(value)));
      case "pattern" -> rules.add(new ValueRules.Matches(SchemaCompiler.pattern(text(value))));
      case "minLength", "maxLength" -> once(keyword, "minLength", rules, this::length);
      case "minimum", "maximum" -> once(keyword, "minimum", rules, this::bounds);
      case "minItems", "maxItems" -> once(keyword, "minItems", rules, this::itemCount);
      case "properties", "additionalProperties" ->
          once(keyword, "properties", rules, this::properties);
      case "required" -> rules.add(new ContainerRules.Required(texts(value, false)));
      case "minProperties" -> rules.add(new ContainerRules.PropertyCount(count(value)));
      case "items" -> rules.add(new ContainerRules.Items(subschema.apply(value)));
      case "uniqueItems" -> uniqueItems(value, rules);
      case "contains" -> rules.add(new ContainerRules.Contains(subschema.apply(value)));
      case "propertyNames" -> rules.add(new ContainerRules.PropertyNames(subschema.apply(value)));
      case "allOf" -> rules.add(new ApplicatorRules.AllOf(schemas(value)));
      case "if" -> rules.add(conditional(value));
      default -> throw new SchemaCompiler.Unsupported("keyword " + keyword);
    }
  }

  /** Compiles a pair at the first of its two keywords the schema has. */
  private void once(String keyword, String first, List<Rule> rules, Supplier<Rule> pair) {
    if (keyword.equals(first) || !schema.has(first)) {
      rules.add(pair.get());
    }
  }

  private Rule length() {
    return new ValueRules.Length(
        schema.has("minLength") ? count(schema.get("minLength")) : 0,
        schema.has("maxLength") ? count(schema.get("maxLength")) : Integer.MAX_VALUE);
  }

  private Rule bounds() {
    return new ValueRules.Bounds(
        schema.has("minimum") ? integer(schema.get("minimum")) : Long.MIN_VALUE,
        schema.has("maximum") ? integer(schema.get("maximum")) : Long.MAX_VALUE);
  }

  private Rule itemCount() {
    return new ContainerRules.ItemCount(
        schema.has("minItems") ? count(schema.get("minItems")) : 0,
        schema.has("maxItems") ? count(schema.get("maxItems")) : Integer.MAX_VALUE);
  }

  private Rule properties() {
    Map<String, CompiledSchema> named = new LinkedHashMap<>();
    JsonNode properties = schema.path("properties");
    if (schema.has("properties") && !properties.isObject()) {
      throw new SchemaCompiler.Unsupported("properties that is not an object");
    }
    properties.properties().forEach(e -> named.put(e.getKey(), subschema.apply(e.getValue())));
    JsonNode additional = schema.get("additionalProperties");
    return new ContainerRules.Properties(
        named, additional == null ? CompiledSchema.ANYTHING : subschema.apply(additional));
  }

  private void uniqueItems(JsonNode value, List<Rule> rules) {
    if (!value.isBoolean()) {
      throw new SchemaCompiler.Unsupported("uniqueItems that is not a boolean");
    }
    if (value.booleanValue()) {
      rules.add(new ContainerRules.UniqueTexts());
    }
  }

  private Rule conditional(JsonNode condition) {
    JsonNode then = schema.get("then");
    JsonNode otherwise = schema.get("else");
    return new ApplicatorRules.Conditional(
        subschema.apply(condition),
        then == null ? CompiledSchema.ANYTHING : subschema.apply(then),
        otherwise == null ? CompiledSchema.ANYTHING : subschema.apply(otherwise));
  }

  private List<CompiledSchema> schemas(JsonNode value) {
    if (!value.isArray() || value.isEmpty()) {
      throw new SchemaCompiler.Unsupported("allOf that is not a non-empty array");
    }
    List<CompiledSchema> schemas = new ArrayList<>();
    value.forEach(item -> schemas.add(subschema.apply(item)));
    return schemas;
  }

  private static final Set<String> TYPES =
      Set.of("string", "boolean", "null", "object", "array", "number", "integer");

  private static List<String> types(JsonNode value) {
    List<String> names = texts(value, true);
    if (!TYPES.containsAll(names)) {
      throw new SchemaCompiler.Unsupported("a type this draft does not have");
    }
    return names;
  }

  /** A string, or (with {@code single}) one string, or an array of distinct strings. */
  private static List<String> texts(JsonNode value, boolean single) {
    if (single && value.isTextual()) {
      return List.of(value.textValue());
    }
    if (!value.isArray()) {
      throw new SchemaCompiler.Unsupported("not an array of strings");
    }
    List<String> texts = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (JsonNode item : value) {
      if (!item.isTextual() || !seen.add(item.textValue())) {
        throw new SchemaCompiler.Unsupported("not an array of distinct strings");
      }
      texts.add(item.textValue());
    }
    return texts;
  }

  private static List<JsonNode> members(JsonNode value) {
    if (!value.isArray() || value.isEmpty() || hasNumber(value)) {
      throw new SchemaCompiler.Unsupported("enum that is empty or holds a number");
    }
    List<JsonNode> members = new ArrayList<>();
    value.forEach(members::add);
    return members;
  }

  private static boolean hasNumber(JsonNode value) {
    if (value.isNumber()) {
      return true;
    }
    for (JsonNode child : value) {
      if (hasNumber(child)) {
        return true;
      }
    }
    return false;
  }

  private static String text(JsonNode value) {
    if (!value.isTextual()) {
      throw new SchemaCompiler.Unsupported("not a string");
    }
    return value.textValue();
  }

  private static int count(JsonNode value) {
    if (!value.isInt() || value.intValue() < 0) {
      throw new SchemaCompiler.Unsupported("not a non-negative integer");
    }
    return value.intValue();
  }

  private static long integer(JsonNode value) {
    if (!value.isInt() && !value.isLong()) {
      throw new SchemaCompiler.Unsupported("not an integer");
    }
    return value.longValue();
  }
}

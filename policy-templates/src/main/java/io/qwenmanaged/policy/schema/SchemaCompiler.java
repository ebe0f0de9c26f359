package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Compiles the bundled schemas for the compact evaluator, the keywords they use and no other: a
 * keyword it does not know, a {@code $ref} outside the bundled schemas or an {@code enum} with a
 * member that is not a string makes the whole schema unsupported ({@link Unsupported}), and the
 * full validator then decides every document alone. References are compiled once, eagerly, so a
 * schema that compiles has no surprise left for the evaluation.
 */
final class SchemaCompiler {

  /** Keywords that never change whether a value is valid. */
  private static final Set<String> ANNOTATIONS =
      Set.of("$schema", "$id", "$comment", "$defs", "title", "description", "default", "examples");

  /** Read with {@code if}, or ignored without it, as the draft says. */
  private static final Set<String> BRANCHES = Set.of("then", "else");

  private final Function<String, JsonNode> documents;
  private final Map<String, CompiledSchema> compiled = new HashMap<>();

  /**
   * @param documents the bundled schema document of a name ({@code launcher} for {@code
   *     launcher.schema.json}), or {@code null} when there is none
   */
  SchemaCompiler(Function<String, JsonNode> documents) {
    this.documents = documents;
  }

  /** Thrown while compiling a schema the evaluator does not support; never leaves this package. */
  static final class Unsupported extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Unsupported(String what) {
      super(what, null, false, false);
    }
  }

  /** The root of the bundled schema {@code name}. */
  CompiledSchema root(String name) {
    return reference(name, "").resolveNow();
  }

  private Target reference(String document, String pointer) {
    String key = document + "#" + pointer;
    if (!compiled.containsKey(key)) {
      compiled.put(key, null); // in progress: a reference back to it resolves after compilation
      JsonNode root = documents.apply(document);
      if (root == null) {
        throw new Unsupported("no bundled schema " + document);
      }
      JsonNode node = pointer.isEmpty() ? root : root.at(pointer);
      if (node.isMissingNode()) {
        throw new Unsupported("no " + pointer + " in " + document);
      }
      compiled.put(key, schema(node, document, pointer.isEmpty()));
    }
    return new Target(key);
  }

  /** A compiled schema by its key, looked up when a check first needs it. */
  private final class Target {
    private final String key;

    Target(String key) {
      this.key = key;
    }

    CompiledSchema resolveNow() {
      return compiled.get(key);
    }

    Rule rule() {
      Map<String, CompiledSchema> all = compiled;
      return new ApplicatorRules.Reference(() -> all.get(key));
    }
  }

  CompiledSchema schema(JsonNode node, String document, boolean root) {
    if (node.isBoolean()) {
      return node.booleanValue() ? CompiledSchema.ANYTHING : CompiledSchema.NOTHING;
    }
    if (!node.isObject()) {
      throw new Unsupported("a schema that is neither an object nor a boolean");
    }
    if (!root && node.has("$id")) {
      throw new Unsupported("$id below the root");
    }
    List<Rule> rules = new ArrayList<>();
    KeywordRules keywords = new KeywordRules(node, sub -> schema(sub, document, false));
    for (Map.Entry<String, JsonNode> member : properties(node).entrySet()) {
      String keyword = member.getKey();
      if (ANNOTATIONS.contains(keyword) || BRANCHES.contains(keyword)) {
        continue;
      }
      if (keyword.equals("$ref")) {
        rules.add(ref(member.getValue(), document));
      } else {
        keywords.add(keyword, rules);
      }
    }
    return new CompiledSchema(rules);
  }

  private Rule ref(JsonNode value, String document) {
    if (!value.isTextual()) {
      throw new Unsupported("$ref that is not a string");
    }
    String ref = value.textValue();
    int hash = ref.indexOf('#');
    String file = hash < 0 ? ref : ref.substring(0, hash);
    String pointer = hash < 0 ? "" : ref.substring(hash + 1);
    if (file.startsWith(SchemaValidator.ID_PREFIX)) {
      file = file.substring(SchemaValidator.ID_PREFIX.length());
    }
    String target = file.isEmpty() ? document : file;
    if (!file.isEmpty() && !file.matches("[a-z0-9][a-z0-9-]*\\.schema\\.json")) {
      throw new Unsupported("$ref outside the bundled schemas");
    }
    if (!file.isEmpty()) {
      target = file.substring(0, file.length() - ".schema.json".length());
    }
    if (pointer.contains("%") || (!pointer.isEmpty() && !pointer.startsWith("/"))) {
      throw new Unsupported("$ref with an encoded or anchor fragment");
    }
    return reference(target, pointer).rule();
  }

  private static Map<String, JsonNode> properties(JsonNode node) {
    Map<String, JsonNode> members = new LinkedHashMap<>();
    node.properties().forEach(e -> members.put(e.getKey(), e.getValue()));
    return members;
  }

  /** Compiled {@code pattern} values, shared by every schema. */
  static Pattern pattern(String regex) {
    if (regex.contains("\\p") || regex.contains("\\P")) {
      throw new Unsupported("a pattern whose meaning could differ from the full validator's");
    }
    return Pattern.compile(regex);
  }
}

package io.qwenmanaged.policy.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.Diagnostic;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The compact evaluator says valid or invalid exactly where the full validator does, on every
 * bundled schema: its examples, the generator's golden files, and random edits of them (document
 * {@code i} of a schema is edited with seed {@code base + i}; a failure names its seed, and {@code
 * -Dschema.property.seed=S -Dschema.property.edits=1} replays it). Undecided is allowed (the full
 * validator then decides alone) but must stay rare, and never for a file the generator writes.
 */
@Tag("unit")
class CompactSchemasAgreementTest {

  private static final long BASE_SEED = Long.getLong("schema.property.seed", 20_261_203L);
  private static final int EDITS = Integer.getInteger("schema.property.edits", 1500);

  @Test
  void everyBundledSchemaIsSupported() {
    List<String> names = SchemaCorpus.schemaNames();
    assertTrue(names.size() >= 9, "bundled schemas: " + names);
    names.forEach(name -> assertTrue(CompactSchemas.supports(name), name));
  }

  @Test
  void everyGeneratedFileIsDecidedValid() {
    SchemaCorpus.generated()
        .forEach(
            (schema, documents) -> {
              for (JsonNode document : documents) {
                assertEquals(Verdict.VALID, CompactSchemas.verdict(schema, document), schema);
              }
            });
  }

  @Test
  void everyExampleAndGoldenFileGetsTheFullValidatorsVerdict() {
    SchemaCorpus.documents()
        .forEach(
            (schema, documents) ->
                documents.forEach(document -> assertAgrees(schema, document, "unedited")));
  }

  @Test
  void randomEditsGetTheFullValidatorsVerdict() {
    List<String> words = words();
    Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
    Map<String, List<JsonNode>> corpus = SchemaCorpus.documents();
    for (Map.Entry<String, List<JsonNode>> entry : corpus.entrySet()) {
      List<JsonNode> valid = new ArrayList<>();
      List<JsonNode> invalid = new ArrayList<>();
      for (JsonNode document : entry.getValue()) {
        boolean ok = SchemaValidator.validateFully(entry.getKey(), document, "d.json").isEmpty();
        (ok ? valid : invalid).add(document);
      }
      for (int i = 0; i < EDITS; i++) {
        long seed = BASE_SEED + i;
        Random random = new Random(seed);
        // Three in four edits start from a valid document, so the edits that keep it valid are
        // many.
        List<JsonNode> documents = random.nextInt(4) > 0 || invalid.isEmpty() ? valid : invalid;
        JsonNode original = documents.get(random.nextInt(documents.size()));
        JsonNode edited = new DocumentMutations(random, words).mutate(original);
        String replay =
            entry.getKey()
                + ", seed "
                + seed
                + " (replay: -Dschema.property.seed="
                + seed
                + " -Dschema.property.edits=1)";
        counts.merge(assertAgrees(entry.getKey(), edited, replay), 1, Integer::sum);
      }
    }
    int all = EDITS * corpus.size();
    System.out.println("compact verdicts of " + all + " edited documents: " + counts);
    assertTrue(counts.getOrDefault(Verdict.VALID, 0) >= all / 10, "too few valid: " + counts);
    assertTrue(counts.getOrDefault(Verdict.INVALID, 0) >= all / 3, "too few invalid: " + counts);
    assertTrue(
        counts.getOrDefault(Verdict.UNDECIDED, 0) <= all / 5, "too many undecided: " + counts);
  }

  private static Verdict assertAgrees(String schema, JsonNode document, String context) {
    Verdict compact = CompactSchemas.verdict(schema, document);
    List<Diagnostic> full = SchemaValidator.validateFully(schema, document, "document.json");
    if (compact == Verdict.VALID && !full.isEmpty()) {
      fail(context + ": compact says valid, the full validator " + full + " for " + document);
    }
    if (compact == Verdict.INVALID && full.isEmpty()) {
      fail(context + ": compact says invalid, the full validator valid, for " + document);
    }
    return compact;
  }

  /** Every property name and string constant of the bundled schemas. */
  private static List<String> words() {
    Set<String> words = new TreeSet<>();
    for (String name : SchemaCorpus.schemaNames()) {
      collect(SchemaCorpus.schema(name), words);
    }
    return new ArrayList<>(words);
  }

  private static void collect(JsonNode node, Set<String> words) {
    if (node.isObject()) {
      node.properties()
          .forEach(
              member -> {
                if (member.getKey().equals("properties") && member.getValue().isObject()) {
                  member.getValue().fieldNames().forEachRemaining(words::add);
                }
                if (member.getValue().isTextual()
                    && (member.getKey().equals("const") || member.getKey().equals("enum"))) {
                  words.add(member.getValue().textValue());
                }
                collect(member.getValue(), words);
              });
    } else if (node.isArray()) {
      node.forEach(
          item -> {
            if (item.isTextual()) {
              words.add(item.textValue());
            }
            collect(item, words);
          });
    }
  }
}

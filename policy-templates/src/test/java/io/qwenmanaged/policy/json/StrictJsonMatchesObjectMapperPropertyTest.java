package io.qwenmanaged.policy.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.qwenmanaged.policy.Judges;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * On the launcher's start {@link StrictJson} builds its trees itself; this ties it to Jackson's
 * {@code ObjectMapper.readTree} on the same parser settings: for random documents, valid and
 * broken, both accept the same ones with equal trees (node types included) and refuse the others.
 * Only acceptance and trees are compared here, not the refusals' diagnostics: {@link
 * StrictJsonStandInPropertyTest} compares those between the start's reading and everyone else's.
 * Document {@code i} comes from seed {@code base + i}; {@code -Dstrictjson.property.seed=S} replays
 * from {@code S}.
 */
@Tag("unit")
class StrictJsonMatchesObjectMapperPropertyTest {

  private static final long BASE_SEED = Long.getLong("strictjson.property.seed", 20_261_201L);
  private static final int CASES = 3000;

  private static final ObjectMapper ORACLE =
      new ObjectMapper(
          JsonFactory.builder()
              .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
              .streamReadConstraints(
                  StreamReadConstraints.builder().maxNumberLength(Integer.MAX_VALUE).build())
              .build());

  @Test
  void readsEveryDocumentAsObjectMapperReadTreeDoes() {
    System.out.println("StrictJson property test base seed " + BASE_SEED);
    int parsed = 0;
    for (int i = 0; i < CASES; i++) {
      long seed = BASE_SEED + i;
      String text = RandomDocuments.text(new Random(seed));
      String expected = oracle(text);
      String actual = describe(atStart(text.getBytes(StandardCharsets.UTF_8)));
      assertEquals(expected, actual, "seed " + seed + ": " + text);
      parsed += actual.startsWith("parsed") ? 1 : 0;
    }
    assertTrue(parsed > CASES / 5 && parsed < CASES * 4 / 5, "valid and broken both occur");
  }

  /**
   * The parser that reads a document without Jackson reads every document Jackson accepts (within
   * its own depth), with the same tree, and no other: a document it leaves to Jackson costs a start
   * its time.
   */
  @Test
  void treeParserReadsExactlyWhatObjectMapperAccepts() {
    int read = 0;
    for (int i = 0; i < CASES; i++) {
      long seed = BASE_SEED + i;
      String text = RandomDocuments.text(new Random(seed));
      String expected = oracle(text);
      Optional<JsonNode> tree = TreeParser.parse(text);
      String actual = tree.isPresent() ? "parsed " + typed(tree.get()) : "malformed";
      assertEquals(expected, actual, "seed " + seed + ": " + text);
      read += tree.isPresent() ? 1 : 0;
    }
    assertTrue(read > CASES / 5, "documents read: " + read);
    String deep = "[".repeat(TreeParser.MAX_DEPTH + 1) + "]".repeat(TreeParser.MAX_DEPTH + 1);
    assertTrue(TreeParser.parse(deep).isEmpty(), "deeper than its limit: left to Jackson");
    assertTrue(oracle(deep).startsWith("parsed"), "which reads it");
  }

  @Test
  void readsNestingAtTheLimitAndRefusesItBeyondAsObjectMapperDoes() {
    for (int depth : new int[] {999, 1000, 1001, 5000}) {
      String text = "[".repeat(depth) + "]".repeat(depth);
      assertEquals(
          oracle(text), describe(atStart(text.getBytes(StandardCharsets.UTF_8))), "depth " + depth);
    }
  }

  /** {@link StrictJson#read} as the launcher's start runs it: the tree parser first. */
  private static JsonReadResult atStart(byte[] bytes) {
    return Judges.STAND_INS.call(() -> StrictJson.read(bytes, "f.json"));
  }

  /** What {@link StrictJson} did with an {@code ObjectMapper} (text already strict UTF-8). */
  private static String oracle(String text) {
    if (text.startsWith("\uFEFF")) {
      return describe(StrictJson.read(text.getBytes(StandardCharsets.UTF_8), "f.json"));
    }
    try (JsonParser parser = ORACLE.getFactory().createParser(text)) {
      JsonNode document = ORACLE.readTree(parser);
      if (document == null || parser.nextToken() != null) {
        return "malformed";
      }
      Optional<String> outOfRange = FiniteNumbers.firstNonFinite(document);
      return outOfRange.isPresent() ? "malformed" : "parsed " + typed(document);
    } catch (Exception e) {
      return "malformed";
    }
  }

  private static String describe(JsonReadResult result) {
    return result instanceof JsonReadResult.Parsed parsed
        ? "parsed " + typed(parsed.document())
        : "malformed";
  }

  /** The tree with every node's class, so an int node never equals a long node of one value. */
  private static String typed(JsonNode root) {
    StringBuilder out = new StringBuilder();
    Deque<Object> work = new ArrayDeque<>();
    work.push(root);
    while (!work.isEmpty()) {
      Object next = work.pop();
      if (next instanceof String text) {
        out.append(text);
        continue;
      }
      JsonNode node = (JsonNode) next;
      out.append(node.getClass().getSimpleName()).append('(');
      Deque<Object> children = new ArrayDeque<>();
      if (node.isObject()) {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
          Map.Entry<String, JsonNode> field = it.next();
          children.add(field.getKey() + "=");
          children.add(field.getValue());
          children.add(",");
        }
      } else if (node.isArray()) {
        node.forEach(
            element -> {
              children.add(element);
              children.add(",");
            });
      } else {
        children.add(node.toString());
      }
      children.add(")");
      for (Iterator<Object> it = children.descendingIterator(); it.hasNext(); ) {
        work.push(it.next());
      }
    }
    return out.toString();
  }
}

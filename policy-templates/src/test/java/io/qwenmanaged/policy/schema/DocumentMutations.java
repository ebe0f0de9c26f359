package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random edits of a JSON document that straddle what a schema allows: members removed or added,
 * values replaced by values of every type and by the edge cases of strings and numbers (control
 * characters, line terminators, surrogates, lengths at and past limits, whole numbers written as
 * fractions, integers beyond {@code long}), array items repeated, and parts of the document copied
 * elsewhere. Words that the schemas themselves name are among the values, so near-valid documents
 * are common.
 */
final class DocumentMutations {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final Random random;
  private final List<String> words;
  private boolean gentle;

  /**
   * @param words strings to try as values and member names (the schemas' property names and
   *     constants)
   */
  DocumentMutations(Random random, List<String> words) {
    this.random = random;
    this.words = List.copyOf(words);
  }

  /**
   * A copy of {@code document} with one to three edits; half of the copies have one edit that keeps
   * the type of the value it replaces, so many stay valid.
   */
  JsonNode mutate(JsonNode document) {
    JsonNode copy = document.deepCopy();
    gentle = random.nextBoolean();
    int edits = gentle ? 1 : 1 + random.nextInt(3);
    for (int i = 0; i < edits; i++) {
      copy = edit(copy);
    }
    return copy;
  }

  private JsonNode edit(JsonNode root) {
    List<JsonNode> containers = new ArrayList<>();
    collect(root, containers);
    if (containers.isEmpty()) {
      return value(root);
    }
    JsonNode target = containers.get(random.nextInt(containers.size()));
    if (target instanceof ObjectNode object) {
      editObject(object, root);
    } else {
      editArray((ArrayNode) target, root);
    }
    return root;
  }

  private void editObject(ObjectNode object, JsonNode root) {
    List<String> names = new ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    int choice = random.nextInt(4);
    if (choice == 0 && !names.isEmpty()) {
      object.remove(names.get(random.nextInt(names.size())));
    } else if (choice == 1 || names.isEmpty()) {
      object.set(random.nextBoolean() ? word() : "extra" + random.nextInt(3), value(root));
    } else {
      String name = names.get(random.nextInt(names.size()));
      object.set(name, gentle ? sameType(object.get(name), root) : value(root));
    }
  }

  private void editArray(ArrayNode array, JsonNode root) {
    int choice = random.nextInt(4);
    if (choice == 0 && !array.isEmpty()) {
      array.remove(random.nextInt(array.size()));
    } else if (choice == 1 && !array.isEmpty()) {
      array.add(array.get(random.nextInt(array.size())).deepCopy());
    } else if (choice == 2 || array.isEmpty()) {
      array.add(value(root));
    } else {
      int index = random.nextInt(array.size());
      array.set(index, gentle ? sameType(array.get(index), root) : value(root));
    }
  }

  private static void collect(JsonNode node, List<JsonNode> containers) {
    if (node.isContainerNode()) {
      containers.add(node);
      node.forEach(child -> collect(child, containers));
    }
  }

  /** A value of any type, often an edge case, sometimes a copy of a part of {@code root}. */
  private JsonNode value(JsonNode root) {
    return switch (random.nextInt(6)) {
      case 0 -> NODES.textNode(word());
      case 1 -> NODES.textNode(text());
      case 2 -> number();
      case 3 -> copyOfPart(root);
      case 4 -> container();
      default -> scalar();
    };
  }

  /**
   * A value of the type of {@code old}: a word or edge-case string, a number, the other boolean.
   */
  private JsonNode sameType(JsonNode old, JsonNode root) {
    if (old.isTextual()) {
      return NODES.textNode(random.nextInt(3) == 0 ? text() : word());
    }
    if (old.isNumber()) {
      return number();
    }
    if (old.isBoolean()) {
      return NODES.booleanNode(!old.booleanValue());
    }
    return value(root);
  }

  private String word() {
    return words.get(random.nextInt(words.size()));
  }

  private String text() {
    String[] texts = {
      "",
      "a",
      " ",
      "x".repeat(64),
      "x".repeat(65),
      "x".repeat(4100),
      "ab\u0001c",
      "a\nb",
      "abc\n",
      "a\u2028",
      "tab\there",
      "\u007f",
      "/opt/kit",
      "relative/path",
      "../up",
      "/a/../b",
      "a//b",
      "C:\\Kit",
      "\uD83D\uDE00",
      "a\uD800",
      "0.24.4",
      "1.2",
      "https://x.example/v1",
      "http://127.0.0.1:8080",
      "*",
      "a".repeat(64).replace('a', 'f'),
      "F".repeat(64),
      "NAME_1",
      "1name",
      "name*",
      "-lead",
      "trail-",
      "a b",
      "mcp__x__y"
    };
    return texts[random.nextInt(texts.length)];
  }

  private JsonNode number() {
    return switch (random.nextInt(12)) {
      case 0 -> NODES.numberNode(0);
      case 1 -> NODES.numberNode(1);
      case 2 -> NODES.numberNode(-1);
      case 3 -> NODES.numberNode(1.0);
      case 4 -> NODES.numberNode(2.0);
      case 5 -> NODES.numberNode(0.5);
      case 6 -> NODES.numberNode(8_000L);
      case 7 -> NODES.numberNode(Long.MAX_VALUE);
      case 8 -> NODES.numberNode(BigInteger.TWO.pow(70));
      case 9 -> NODES.numberNode(60_000.0);
      case 10 -> NODES.numberNode(2);
      default -> NODES.numberNode(random.nextInt(200_000) - 100);
    };
  }

  private JsonNode scalar() {
    return switch (random.nextInt(3)) {
      case 0 -> NODES.booleanNode(true);
      case 1 -> NODES.booleanNode(false);
      default -> NODES.nullNode();
    };
  }

  private JsonNode container() {
    return switch (random.nextInt(6)) {
      case 0 -> NODES.objectNode();
      case 1 -> NODES.arrayNode();
      case 2 -> NODES.arrayNode().add("a").add("a");
      case 3 -> NODES.arrayNode().add(word()).add(text());
      case 4 -> NODES.arrayNode().add(1).add(1.0);
      default -> NODES.objectNode().put(word(), text());
    };
  }

  private JsonNode copyOfPart(JsonNode root) {
    List<JsonNode> parts = new ArrayList<>();
    collectAll(root, parts);
    return parts.get(random.nextInt(parts.size())).deepCopy();
  }

  private static void collectAll(JsonNode node, List<JsonNode> parts) {
    parts.add(node);
    node.forEach(child -> collectAll(child, parts));
  }
}

package io.qwenmanaged.tests.qwen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.qwenconfig.HookMatcher;
import io.qwenmanaged.policy.qwenconfig.YamlSubset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The kit reads a repository's agents, skills and hook matchers the way the pinned Qwen Code does,
 * checked against Qwen's own code on hand-written and random inputs (the seed is printed; {@code
 * -Dparity.seed=S} replays a run): every frontmatter the kit accepts, Qwen parses to the same
 * values; every matcher Qwen lets run for the memory write tool, the kit counts as able to.
 */
@Tag("node")
class QwenReadingParityTest {

  private static final com.fasterxml.jackson.databind.ObjectMapper JSON =
      new com.fasterxml.jackson.databind.ObjectMapper();
  private static final int RANDOM_CASES = Integer.getInteger("parity.cases", 4000);

  private static final List<String> HAND_WRITTEN =
      List.of(
          "name: reviewer\ndescription: Reviews code # a comment\nbackground: false\nmaxTurns: 12\n",
          "tools:\n  - read_file\n  - grep_search\ndisallowedTools:\n- write_file\nmore: [a, 'b', \"c\"]\n",
          "hooks:\n  PreToolUse:\n    - matcher: mcp__external-context__context_remember\n"
              + "      hooks:\n        - type: command\n          command: \"printf '%s' '{}'\"\n"
              + "          timeout: 5\n",
          "hooks: {PreToolUse: [{matcher: \"*\", hooks: [{type: command, command: x}]}]}\n",
          "hooks: {\n  \"PreToolUse\": [ { \"matcher\": \"*\",\n    \"hooks\": [] } ]\n  }\n",
          "{name: x, description: y}\n",
          "description: |\n  Line one\n    indented\n  # not a comment\nsummary: >-\n  folded\n",
          "note: a value that goes\n  on over two lines\nname: x\n",
          "name: \"ho\\x6fks \\u00e9\"\n\"hoo\\x6bs\": x\n'it''s': y\n",
          "hooks:\ntools: [a, null, ~]\nx: null\n",
          "numbers: [1, -2, 0o17, 0x1F, 1.5, .5, 1e3, .inf, -.Inf, .nan]\nflags: [true, False, yes, no]\n",
          "a: 'quoted # not a comment'\nb: \"x\" # comment\n",
          "",
          "# only a comment\n");

  private static final String[] KEYS = {
    "name",
    "description",
    "hooks",
    "tools",
    "PreToolUse",
    "matcher",
    "type",
    "command",
    "a",
    "\"quoted key\"",
    "'single'",
    "allowedTools",
    "x-y",
    "1"
  };
  private static final String[] VALUES = {
    "word",
    "two words",
    "x: y",
    "a #c",
    "a#b",
    "'q'",
    "'it''s'",
    "\"d\\x41\"",
    "\"e\\q\"",
    "[a, b]",
    "[a, [b, c]]",
    "{a: 1}",
    "{a: [b, {c: d}]}",
    "{a: b, a: c}",
    "|",
    "|-",
    ">+",
    "&x",
    "*x",
    "!!str a",
    "1",
    "0o7",
    "0x1F",
    "1.5e3",
    "~",
    "null",
    "true",
    "yes",
    "-x",
    ":x",
    "x:",
    "[",
    "{",
    "'unclosed",
    "\"multi",
    "- item",
    "? q",
    "%d",
    "@x",
    "`t`",
    "[a,,b]",
    "{a: b # c}",
    "",
    "\"\\u0068ooks\"",
    "[\"a\", 'b']"
  };

  @Test
  void everyFrontmatterTheKitReadsQwenReadsToTheSameValues() {
    long seed = Long.getLong("parity.seed", new Random().nextLong());
    System.out.println("QwenReadingParityTest frontmatter seed: " + seed);
    Random random = new Random(seed);
    List<String> texts = new ArrayList<>(HAND_WRITTEN);
    for (int i = 0; i < RANDOM_CASES; i++) {
      texts.add(random.nextInt(3) == 0 ? mutated(random) : generated(random));
    }
    List<JsonNode> qwen = QwenReaders.parseYaml(texts);
    int read = 0;
    for (int i = 0; i < texts.size(); i++) {
      YamlSubset.Result kit = YamlSubset.parse(texts.get(i));
      if (kit instanceof YamlSubset.Parsed parsed) {
        read++;
        String where = "seed " + seed + ", case " + i + ": " + JSON.valueToTree(texts.get(i));
        JsonNode answer = qwen.get(i);
        assertTrue(answer.has("parsed"), () -> where + "\nQwen: " + answer);
        assertEquals(comparable(answer.get("parsed")), comparable(parsed.document()), where);
      }
    }
    for (int i = 0; i < HAND_WRITTEN.size(); i++) {
      assertTrue(
          YamlSubset.parse(HAND_WRITTEN.get(i)) instanceof YamlSubset.Parsed, HAND_WRITTEN.get(i));
    }
    System.out.println("QwenReadingParityTest: the kit read " + read + " of " + texts.size());
  }

  @Test
  void everyMatcherQwenRunsForTheWriteToolTheKitCountsAsAbleTo() {
    long seed = Long.getLong("parity.seed", new Random().nextLong());
    System.out.println("QwenReadingParityTest matcher seed: " + seed);
    Random random = new Random(seed);
    List<String> matchers =
        new ArrayList<>(
            List.of(
                "",
                "*",
                ".*",
                "mcp__.*",
                "context_rem.*",
                "remember",
                "^Bash$",
                "Write|Edit",
                "Bash|mcp__.*",
                "mcp__[a-z-]+__context_remember",
                "(?:mcp)",
                "e.t",
                "x{2}",
                "mcp__\\w+",
                "write_file",
                "|",
                "Bash|",
                " .* ",
                "^context_remember"));
    String alphabet = "abcemnorstx_-.*+?^$|()[]{}\\,:/ 0123";
    String tool = ManagedServer.REMEMBER;
    for (int i = 0; i < RANDOM_CASES; i++) {
      StringBuilder matcher = new StringBuilder();
      if (random.nextBoolean()) {
        int from = random.nextInt(tool.length());
        matcher.append(tool, from, from + random.nextInt(tool.length() - from));
      }
      for (int n = random.nextInt(6); n > 0; n--) {
        matcher.insert(
            random.nextInt(matcher.length() + 1),
            alphabet.charAt(random.nextInt(alphabet.length())));
      }
      matchers.add(matcher.toString());
    }
    List<Boolean> qwen = QwenReaders.matches(matchers, tool);
    int agreed = 0;
    for (int i = 0; i < matchers.size(); i++) {
      boolean kit = HookMatcher.matches(matchers.get(i));
      String matcher = matchers.get(i);
      assertTrue(
          kit || !qwen.get(i),
          () ->
              "seed "
                  + seed
                  + ": Qwen runs a hook with matcher \""
                  + matcher
                  + "\" for the write"
                  + " tool, the kit says it cannot");
      if (kit == qwen.get(i)) {
        agreed++;
      }
    }
    System.out.println(
        "QwenReadingParityTest: kit and Qwen agreed on " + agreed + " of " + matchers.size());
  }

  /** Numbers as doubles (JavaScript has only those), and non-finite ones as JSON writes them. */
  private static JsonNode comparable(JsonNode node) {
    JsonNodeFactory nodes = JsonNodeFactory.instance;
    if (node.isNumber()) {
      double value = node.doubleValue();
      return Double.isFinite(value) ? nodes.numberNode(value) : nodes.nullNode();
    }
    if (node.isObject()) {
      var out = nodes.objectNode();
      node.properties().forEach(e -> out.set(e.getKey(), comparable(e.getValue())));
      return out;
    }
    if (node.isArray()) {
      var out = nodes.arrayNode();
      node.forEach(item -> out.add(comparable(item)));
      return out;
    }
    return node;
  }

  private static String generated(Random random) {
    StringBuilder text = new StringBuilder();
    int[] indents = {0, 0, 0, 2, 2, 4, 6, 1, 3};
    for (int lines = 1 + random.nextInt(8); lines > 0; lines--) {
      int indent = indents[random.nextInt(indents.length)];
      text.append(random.nextInt(40) == 0 ? "\t" : " ".repeat(indent));
      String key = KEYS[random.nextInt(KEYS.length)];
      String value = VALUES[random.nextInt(VALUES.length)];
      switch (random.nextInt(7)) {
        case 0 -> text.append("- ").append(value);
        case 1 -> text.append("- ").append(key).append(": ").append(value);
        case 2 -> text.append("# ").append(value);
        case 3 -> text.append(key).append(':');
        case 4 -> text.append(value);
        default -> text.append(key).append(": ").append(value);
      }
      text.append('\n');
    }
    return text.toString();
  }

  private static String mutated(Random random) {
    StringBuilder text = new StringBuilder(HAND_WRITTEN.get(random.nextInt(HAND_WRITTEN.size())));
    String noise = " :-#\n\t'\"[]{},|>&*!?\\";
    for (int n = 1 + random.nextInt(3); n > 0; n--) {
      int at = random.nextInt(text.length() + 1);
      if (random.nextBoolean() && at < text.length()) {
        text.deleteCharAt(at);
      } else {
        text.insert(at, noise.charAt(random.nextInt(noise.length())));
      }
    }
    return text.toString();
  }
}

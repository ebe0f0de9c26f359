package io.qwenmanaged.policy.qwenconfig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class YamlSubsetTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode parsed(String yaml) {
    YamlSubset.Result result = YamlSubset.parse(yaml);
    return assertInstanceOf(YamlSubset.Parsed.class, result, result.toString()).document();
  }

  private static YamlSubset.Unsupported refused(String yaml) {
    YamlSubset.Result result = YamlSubset.parse(yaml);
    return assertInstanceOf(YamlSubset.Unsupported.class, result, String.valueOf(result));
  }

  private static JsonNode json(String text) throws Exception {
    return JSON.readTree(text);
  }

  @Test
  void readsAPlainAgentsKeysAsTheCoreSchemaTypesThem() throws Exception {
    JsonNode agent =
        parsed(
            """
            name: reviewer
            description: Reviews code # a comment
            background: false
            maxTurns: 12
            model: 'qwen-max'
            color: "blue"
            nothing: ~
            """);
    assertEquals(
        json(
            """
            {"name":"reviewer","description":"Reviews code","background":false,
             "maxTurns":12,"model":"qwen-max","color":"blue"}"""),
        agent);
  }

  @Test
  void readsBlockSequencesCompactSequencesAndFlowSequences() throws Exception {
    JsonNode agent =
        parsed(
            """
            tools:
              - read_file
              - grep_search
            disallowedTools:
            - write_file
            more: [glob, "list_directory", 'x']
            """);
    assertEquals(
        json(
            """
            {"tools":["read_file","grep_search"],"disallowedTools":["write_file"],
             "more":["glob","list_directory","x"]}"""),
        agent);
  }

  @Test
  void readsNestedHookEntriesInBlockStyle() throws Exception {
    JsonNode agent =
        parsed(
            """
            hooks:
              PreToolUse:
                - matcher: mcp__external-context__context_remember
                  hooks:
                    - type: command
                      command: "printf '%s' '{}'"
                      timeout: 5
              Stop:
                - hooks:
                  - type: command
                    command: echo done
            """);
    assertEquals(
        json(
            """
            {"hooks":{"PreToolUse":[{"matcher":"mcp__external-context__context_remember",
              "hooks":[{"type":"command","command":"printf '%s' '{}'","timeout":5}]}],
              "Stop":[{"hooks":[{"type":"command","command":"echo done"}]}]}}"""),
        agent);
  }

  @Test
  void readsHooksInFlowStyleOnOneLineAndOverSeveralLines() throws Exception {
    JsonNode expected =
        json(
            """
            {"hooks":{"PreToolUse":[{"matcher":"*","hooks":[{"type":"command","command":"x"}]}]}}""");
    assertEquals(
        expected,
        parsed("hooks: {PreToolUse: [{matcher: \"*\", hooks: [{type: command, command: x}]}]}\n"));
    assertEquals(
        expected,
        parsed(
            """
            hooks: {
              "PreToolUse": [ { "matcher": "*",
                "hooks": [ { "type": "command", "command": "x" } ] } ]
              }
            """));
    assertEquals(
        expected,
        parsed(
            "{hooks: {PreToolUse: [{matcher: \"*\", hooks: [{type: command, command: x}]}]}}\n"));
  }

  @Test
  void readsLiteralAndFoldedBlockScalarsAndPlainValuesOverSeveralLines() {
    JsonNode agent =
        parsed(
            """
            description: |
              Line one
                indented
              # not a comment
            summary: >-
              folded text
            note: a value that goes
              on over two lines
            """);
    assertEquals("Line one\n  indented\n# not a comment\n", agent.get("description").textValue());
    assertEquals("folded text", agent.get("summary").textValue());
    assertEquals("a value that goes on over two lines", agent.get("note").textValue());
  }

  @Test
  void readsEscapesOfDoubleQuotedScalars() {
    JsonNode agent = parsed("name: \"ho\\x6fks \\u00e9 \\\"q\\\"\"\n");
    assertEquals("hooks é \"q\"", agent.get("name").textValue());
    assertEquals("hooks", parsed("\"hoo\\x6bs\": x\n").properties().iterator().next().getKey());
  }

  @Test
  void dropsNullValuesAsQwenDoes() throws Exception {
    assertEquals(json("{\"tools\":[\"a\"]}"), parsed("hooks:\ntools: [a, null, ~]\nx: null\n"));
  }

  @Test
  void readsAnEmptyFrontmatterAsAnEmptyMapping() throws Exception {
    assertEquals(json("{}"), parsed(""));
    assertEquals(json("{}"), parsed("# only a comment\n\n"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "base: &anchor {a: 1}\n",
        "copy: *anchor\n",
        "tagged: !!str 12\n",
        "%YAML 1.2\nname: x\n",
        "? complex\n: key\n",
        "<<: {a: 1}\n",
        "name: a\nname: b\n",
        "hooks: {A: 1, A: 2}\n",
        "name:\n\t- tabbed\n",
        "description: Note: this breaks YAML\n",
        "description: ends with a colon:\n",
        "name: \"not closed\n",
        "name: 'a' trailing\n",
        "hooks: {PreToolUse: [\n",
        "hooks: {\nPreToolUse: []\n}\n",
        "hooks: {a: b # comment\n}\n",
        "  indented: root\n",
        "name: x\n  nested: y\n",
        "- a sequence at the root\n",
        "list:\n  - - nested\n",
        "value: @reserved\n",
        "key without a colon\n",
        "name: x\n...\n",
        "folded: >2\n  text\n",
        "literal: |\n  Line one\n\t\n",
        "literal: |\n  Line one\n  \t\n  Line two\n"
      })
  void refusesWhatQwenCouldReadDifferentlyOrOnlyAFullYamlLibraryResolves(String yaml) {
    YamlSubset.Unsupported refusal = refused(yaml);
    assertTrue(refusal.line() >= 1, refusal.toString());
    assertTrue(!refusal.reason().isBlank());
  }

  @Test
  void namesTheLineOfARefusal() {
    assertEquals(3, refused("name: x\ndescription: y\ncopy: *anchor\n").line());
  }

  /**
   * Each case: the frontmatter, then the line and reason of its refusal. The line is where reading
   * stopped, also inside block scalars, flow collections and plain values over several lines.
   */
  @ParameterizedTest
  @MethodSource("refusalLines")
  void namesTheLineWhereReadingStoppedInEveryKindOfValue(String yaml, int line, String reason) {
    YamlSubset.Unsupported refusal = refused(yaml);
    assertEquals(line + ": " + reason, refusal.line() + ": " + refusal.reason());
  }

  static Stream<Arguments> refusalLines() {
    return Stream.of(
        Arguments.of(
            "a: |\n  x\n \t\nb: 1\n", 3, "has a block scalar line of white space holding a tab"),
        Arguments.of("a:\n  b: |\n\n    x\n", 4, "starts a block scalar with empty lines"),
        Arguments.of("a: >\n  x\n   y\n", 3, "has a folded block scalar with a more indented line"),
        Arguments.of(
            "a: [1,\n2]\n", 2, "continues a flow collection on a line indented too little"),
        Arguments.of("a: [1,\n  2\n", 1, "has a flow collection that is not closed"),
        Arguments.of("{a: 1}\nb: 2\n", 2, "has text the kit cannot place in the mapping"),
        Arguments.of("a: b\n  c # x\n  d\n", 3, "continues a plain value after a comment"),
        Arguments.of("a: 1\nb: \"x\" y\n", 2, "has text after a quoted value"),
        Arguments.of("k:\n  - - x\n", 2, "has a sequence directly inside a sequence item"),
        Arguments.of("a: 1\n\tb: 2\n", 2, "indents with a tab"));
  }

  @Test
  void refusesNestingDeeperThanItReads() {
    assertInstanceOf(
        YamlSubset.Unsupported.class, YamlSubset.parse("a: " + "[".repeat(200) + "]".repeat(200)));
  }
}

package io.qwenmanaged.policy.qwenconfig;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("unit")
class HookMatcherTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "  ",
        "*",
        ".*",
        " .* ",
        "mcp__external-context__context_remember",
        "mcp__.*",
        "mcp__external-context__.*",
        "context_rem.*",
        "remember",
        "context_remember$",
        "^mcp__",
        "Bash|mcp__.*",
        "write_file|*",
        "Write | mcp__external-context__context_remember ",
        "mcp__[a-z-]+__context_remember",
        "mcp__\\w+",
        "e.t",
        "(?i)CONTEXT_REMEMBER",
        "(?=mcp)",
        "\\u006d",
        "[^]",
        "a{,2}",
        "mcp{2,}+",
        "x*+",
        "[a-z&&[def]]",
        "\\p{L}"
      })
  void aMatcherThatCanSelectTheMemoryWriteToolOrThatTheKitCannotReadAlikeCounts(String matcher) {
    assertTrue(HookMatcher.matches(matcher), matcher);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "write_file",
        "run_shell_command",
        "^Bash$",
        "Write|Edit",
        "mcp__github__.*",
        "context_search",
        "mcp__external-context__context_search",
        "^context_remember",
        "|",
        "Bash|",
        "read_file|grep_search|glob"
      })
  void aMatcherThatCannotSelectTheMemoryWriteToolDoesNotCount(String matcher) {
    assertFalse(HookMatcher.matches(matcher), matcher);
  }

  @Test
  void noMatcherANullOneOrOneThatIsNotAStringMatchesEveryTool() {
    JsonNodeFactory nodes = JsonNodeFactory.instance;
    assertTrue(HookMatcher.canMatchRememberTool(null));
    assertTrue(HookMatcher.canMatchRememberTool(MissingNode.getInstance()));
    assertTrue(HookMatcher.canMatchRememberTool(nodes.nullNode()));
    assertTrue(HookMatcher.canMatchRememberTool(nodes.numberNode(1)));
    assertTrue(HookMatcher.canMatchRememberTool(nodes.arrayNode().add("write_file")));
    assertFalse(HookMatcher.canMatchRememberTool(nodes.textNode("write_file")));
  }
}

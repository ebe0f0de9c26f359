package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The environment variables a settings file reads: Qwen Code replaces {@code $NAME} and {@code
 * ${NAME}} in every string of a repository's settings with the variable's value (except its session
 * id), so such a string can carry a key to wherever the setting sends it.
 */
final class EnvironmentReferences {

  private static final Pattern REFERENCE = Pattern.compile("\\$(?:(\\w+)|\\{([^}]+)\\})");

  private EnvironmentReferences() {}

  /** Calls {@code found} with the JSON Pointer and variable name of every reference. */
  static void scan(JsonNode node, String pointer, BiConsumer<String, String> found) {
    if (node.isTextual()) {
      Matcher m = REFERENCE.matcher(node.textValue());
      while (m.find()) {
        String name = m.group(1) != null ? m.group(1) : m.group(2);
        String upper = name.toUpperCase(Locale.ROOT);
        if (!upper.equals("SESSION_ID") && !upper.equals("QWEN_CODE_SESSION_ID")) {
          found.accept(pointer, name);
          return;
        }
      }
    } else if (node.isObject()) {
      node.properties()
          .forEach(e -> scan(e.getValue(), pointer + "/" + Pointers.token(e.getKey()), found));
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        scan(node.get(i), pointer + "/" + i, found);
      }
    }
  }
}

package io.qwenmanaged.install.changes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.Locale;
import java.util.Map;

/**
 * What a change list may show of a value. Plans and the generated files name credentials only by
 * their variable and file (never a key), so those show; but a value under a member whose name says
 * it is secret (key, token, secret, password, authorization, header, cookie — {@code apiKeyEnv},
 * which names a variable, excepted) is shown as {@value #MASK}, at any depth, and so is a file's
 * {@code content}. Conservative: a false positive hides a harmless value.
 */
public final class SecretMask {

  /** What a masked value is shown as. */
  public static final String MASK = "(secret, not shown)";

  private static final String[] SECRET_WORDS = {
    "key", "token", "secret", "password", "authorization", "header", "cookie", "content"
  };

  private SecretMask() {}

  /** {@code value}, found under member {@code key} ("" for none), as a change list shows it. */
  public static JsonNode shown(String key, JsonNode value) {
    if (secret(key)) {
      return TextNode.valueOf(MASK);
    }
    if (value instanceof ObjectNode object) {
      ObjectNode copy = object.objectNode();
      for (Map.Entry<String, JsonNode> field : object.properties()) {
        copy.set(field.getKey(), shown(field.getKey(), field.getValue()));
      }
      return copy;
    }
    if (value instanceof ArrayNode array) {
      ArrayNode copy = array.arrayNode();
      array.forEach(element -> copy.add(shown(key, element)));
      return copy;
    }
    return value;
  }

  /** Whether a member named {@code key} holds a secret. */
  static boolean secret(String key) {
    String name = key.toLowerCase(Locale.ROOT);
    if (name.endsWith("env") || name.endsWith("envs")) {
      // Names a variable (apiKeyEnv): the name shows, the variable's value is never in a file.
      return false;
    }
    for (String word : SECRET_WORDS) {
      if (name.contains(word)) {
        return true;
      }
    }
    return false;
  }
}

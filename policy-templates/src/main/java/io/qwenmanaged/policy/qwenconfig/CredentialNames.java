package io.qwenmanaged.policy.qwenconfig;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Consumer;

/**
 * Strings that name the kit's credential variable outright — a model provider's {@code envKey}, an
 * http hook's {@code allowedEnvVars} — so that Qwen would read the key from it and send it. Names
 * are compared without regard to case, which errs towards refusing on POSIX.
 */
final class CredentialNames {

  private CredentialNames() {}

  /** Calls {@code found} with the JSON Pointer of every string equal to {@code credentialEnv}. */
  static void scan(JsonNode node, String pointer, String credentialEnv, Consumer<String> found) {
    if (node.isTextual()) {
      if (node.textValue().strip().equalsIgnoreCase(credentialEnv)) {
        found.accept(pointer);
      }
    } else if (node.isObject()) {
      node.properties()
          .forEach(
              e ->
                  scan(
                      e.getValue(),
                      pointer + "/" + Pointers.token(e.getKey()),
                      credentialEnv,
                      found));
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        scan(node.get(i), pointer + "/" + i, credentialEnv, found);
      }
    }
  }
}

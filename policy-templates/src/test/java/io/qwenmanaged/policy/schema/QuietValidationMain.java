package io.qwenmanaged.policy.schema;

import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import java.nio.charset.StandardCharsets;

/** Validates one document in a fresh JVM; {@link SchemaValidatorOutputTest} watches its output. */
public final class QuietValidationMain {

  private QuietValidationMain() {}

  public static void main(String[] args) {
    JsonReadResult read =
        StrictJson.read("{\"version\": 1}".getBytes(StandardCharsets.UTF_8), "config.json");
    int problems =
        SchemaValidator.validate(
                "external-context-v1", ((JsonReadResult.Parsed) read).document(), "config.json")
            .size();
    System.exit(problems == 1 ? 0 : 1);
  }
}

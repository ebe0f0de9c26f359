package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;

/**
 * Writes a JSON tree as the kit's canonical bytes: UTF-8, two-space indentation, {@code "key":
 * value}, one array item per line, {@code \n} line ends whatever the operating system, a trailing
 * newline, and keys in the order the tree was built (the generators build them in a fixed order).
 */
public final class CanonicalJson {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private CanonicalJson() {}

  public static byte[] bytes(JsonNode tree) {
    DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
    Separators separators =
        Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("")
            .withArrayEmptySeparator("");
    DefaultPrettyPrinter printer =
        new DefaultPrettyPrinter(separators)
            .withObjectIndenter(indenter)
            .withArrayIndenter(indenter);
    try {
      String text = MAPPER.writer(printer).writeValueAsString(tree);
      return (text + "\n").getBytes(StandardCharsets.UTF_8);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree could not be written", e);
    }
  }
}

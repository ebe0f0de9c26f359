package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reading values out of a document that already passed its schema, so every type is known. */
public final class JsonValues {

  private JsonValues() {}

  /** The optional string {@code key} of {@code object}. */
  public static Optional<String> text(JsonNode object, String key) {
    JsonNode value = object.get(key);
    return value == null ? Optional.empty() : Optional.of(value.textValue());
  }

  /** The strings of {@code array}, in order. */
  public static List<String> strings(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(value -> values.add(value.textValue()));
    return List.copyOf(values);
  }
}

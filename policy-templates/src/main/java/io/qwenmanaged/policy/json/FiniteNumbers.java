package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;

/** Finds floating-point numbers that overflowed to infinity while parsing, without recursion. */
final class FiniteNumbers {

  private FiniteNumbers() {}

  /** The JSON Pointer of the first non-finite number in document order, if any. */
  static Optional<String> firstNonFinite(JsonNode document) {
    Deque<Map.Entry<String, JsonNode>> pending = new ArrayDeque<>();
    pending.push(Map.entry("", document));
    while (!pending.isEmpty()) {
      Map.Entry<String, JsonNode> entry = pending.pop();
      JsonNode node = entry.getValue();
      if (node.isFloatingPointNumber() && !Double.isFinite(node.doubleValue())) {
        return Optional.of(entry.getKey());
      }
      if (node.isObject()) {
        Deque<Map.Entry<String, JsonNode>> children = new ArrayDeque<>();
        for (Map.Entry<String, JsonNode> field : node.properties()) {
          children.push(
              Map.entry(
                  entry.getKey() + "/" + JsonPointer.escape(field.getKey()), field.getValue()));
        }
        children.forEach(pending::push);
      } else if (node.isArray()) {
        for (int i = node.size() - 1; i >= 0; i--) {
          pending.push(Map.entry(entry.getKey() + "/" + i, node.get(i)));
        }
      }
    }
    return Optional.empty();
  }
}

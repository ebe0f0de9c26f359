package io.qwenmanaged.policy.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * Finds floating-point numbers that overflowed to infinity while parsing, without recursion and in
 * memory that grows with the document's depth only (a JSON Pointer is built for the open containers
 * and for the number found, never for every value).
 */
final class FiniteNumbers {

  private FiniteNumbers() {}

  /** The JSON Pointer of the first non-finite number in document order, if any. */
  static Optional<String> firstNonFinite(JsonNode document) {
    if (nonFinite(document)) {
      return Optional.of("");
    }
    Deque<Container> open = new ArrayDeque<>();
    if (document.isContainerNode()) {
      open.push(new Container("", document));
    }
    while (!open.isEmpty()) {
      Container container = open.peek();
      if (!container.hasNext()) {
        open.pop();
        continue;
      }
      String token = container.nextToken();
      JsonNode child = container.current;
      if (nonFinite(child)) {
        return Optional.of(container.pointer + "/" + token);
      }
      if (child.isContainerNode() && child.size() > 0) {
        open.push(new Container(container.pointer + "/" + token, child));
      }
    }
    return Optional.empty();
  }

  private static boolean nonFinite(JsonNode node) {
    return node.isFloatingPointNumber() && !Double.isFinite(node.doubleValue());
  }

  /** An object or array being walked: its pointer and the position of its next member. */
  private static final class Container {
    final String pointer;
    private final JsonNode node;
    private final Iterator<Map.Entry<String, JsonNode>> fields;
    private int index;
    JsonNode current;

    Container(String pointer, JsonNode node) {
      this.pointer = pointer;
      this.node = node;
      this.fields = node.isObject() ? node.properties().iterator() : null;
    }

    boolean hasNext() {
      return fields != null ? fields.hasNext() : index < node.size();
    }

    /** Moves to the next member; returns its reference token and sets {@link #current}. */
    String nextToken() {
      if (fields != null) {
        Map.Entry<String, JsonNode> field = fields.next();
        current = field.getValue();
        return JsonPointer.escape(field.getKey());
      }
      current = node.get(index);
      return Integer.toString(index++);
    }
  }
}

package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Merges one JSON object into another: an object member merges into an object of the same name, any
 * other member (arrays included) replaces the one of the same name.
 */
public final class JsonOverlay {

  private JsonOverlay() {}

  /** A copy of {@code base} with {@code overlay} merged in; neither argument changes. */
  public static ObjectNode merged(ObjectNode base, ObjectNode overlay) {
    ObjectNode result = base.deepCopy();
    mergeInto(result, overlay);
    return result;
  }

  private static void mergeInto(ObjectNode target, ObjectNode overlay) {
    Iterator<Map.Entry<String, JsonNode>> members = overlay.fields();
    while (members.hasNext()) {
      Map.Entry<String, JsonNode> member = members.next();
      JsonNode existing = target.get(member.getKey());
      if (existing instanceof ObjectNode object && member.getValue() instanceof ObjectNode value) {
        mergeInto(object, value);
      } else {
        target.set(member.getKey(), member.getValue().deepCopy());
      }
    }
  }
}

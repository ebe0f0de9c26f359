package io.qwenmanaged.policy.rules;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.content.Utf16;
import io.qwenmanaged.policy.Diagnostic;
import io.qwenmanaged.policy.json.JsonPointer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Refuses plan strings that are not well-formed Unicode: a JSON escape such as {@code \ud800}
 * without its other half parses, but cannot be written as UTF-8, so the generated path would
 * silently differ from the plan's. Runs after the schema, so the document is small and every key is
 * known.
 */
public final class WellFormedText {

  public static final String UNPAIRED_SURROGATE = "must not contain an unpaired surrogate";

  private WellFormedText() {}

  /** One diagnostic per string value of {@code plan} holding an unpaired surrogate. */
  public static List<Diagnostic> check(JsonNode plan, String file) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    walk(plan, "", file, diagnostics);
    return List.copyOf(diagnostics);
  }

  private static void walk(JsonNode node, String pointer, String file, List<Diagnostic> out) {
    if (node.isTextual() && Utf16.hasUnpairedSurrogate(node.textValue())) {
      out.add(Diagnostic.policy(file, pointer, UNPAIRED_SURROGATE));
    } else if (node.isObject()) {
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        walk(field.getValue(), JsonPointer.append(pointer, field.getKey()), file, out);
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        walk(node.get(i), pointer + "/" + i, file, out);
      }
    }
  }
}

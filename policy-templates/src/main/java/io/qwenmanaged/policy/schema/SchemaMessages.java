package io.qwenmanaged.policy.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.path.NodePath;
import io.qwenmanaged.policy.json.JsonPointer;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns one validator error into a JSON Pointer and a one-line message built from the schema's
 * constraint only. The validator's own messages are not used: some of them quote the document.
 */
final class SchemaMessages {

  private SchemaMessages() {}

  /**
   * The RFC 6901 pointer of the offending value. For an unknown property that is the property
   * itself, not the object holding it; for a missing property it is the object.
   */
  static String pointer(Error error) {
    StringBuilder pointer = new StringBuilder();
    NodePath path = error.getInstanceLocation();
    if (path != null) {
      for (int i = 0; i < path.getNameCount(); i++) {
        appendToken(pointer, String.valueOf(path.getElement(i)));
      }
    }
    String keyword = error.getKeyword();
    if (("additionalProperties".equals(keyword) || "unevaluatedProperties".equals(keyword))
        && error.getProperty() != null) {
      appendToken(pointer, error.getProperty());
    }
    return pointer.toString();
  }

  static String message(Error error) {
    String keyword = String.valueOf(error.getKeyword());
    JsonNode constraint = error.getSchemaNode();
    switch (keyword) {
      case "type":
        return "must be " + typeNames(constraint);
      case "const":
        return "must be " + constraint;
      case "enum":
        return "must be one of " + list(constraint);
      case "required":
        return "missing required property " + quoted(error.getProperty());
      case "additionalProperties":
      case "unevaluatedProperties":
        return "unknown property"
            + PropertyNames.nearest(error)
                .map(name -> "; did you mean \"" + name + "\"?")
                .orElse("");
      case "false":
        return "is not allowed";
      case "pattern":
        return PatternWords.of(text(constraint));
      case "minLength":
        return "must be at least " + text(constraint) + " characters long";
      case "maxLength":
        return "must be at most " + text(constraint) + " characters long";
      case "minimum":
        return "must be at least " + text(constraint);
      case "maximum":
        return "must be at most " + text(constraint);
      case "exclusiveMinimum":
        return "must be greater than " + text(constraint);
      case "exclusiveMaximum":
        return "must be less than " + text(constraint);
      case "minItems":
        return "must have at least " + text(constraint) + " items";
      case "maxItems":
        return "must have at most " + text(constraint) + " items";
      case "minProperties":
        return "must have at least "
            + text(constraint)
            + ("1".equals(text(constraint)) ? " property" : " properties");
      case "uniqueItems":
        return "must not contain duplicate items";
      case "format":
        return "must be a valid " + text(constraint);
      default:
        return "does not satisfy the schema rule " + quoted(keyword);
    }
  }

  private static void appendToken(StringBuilder pointer, String token) {
    pointer.append('/').append(JsonPointer.escape(token));
  }

  private static String typeNames(JsonNode constraint) {
    List<String> names = new ArrayList<>();
    if (constraint != null && constraint.isArray()) {
      constraint.forEach(type -> names.add(typeName(type.asText())));
    } else {
      names.add(typeName(text(constraint)));
    }
    return String.join(" or ", names);
  }

  private static String typeName(String type) {
    switch (type) {
      case "integer":
        return "an integer";
      case "object":
        return "an object";
      case "array":
        return "an array";
      case "null":
        return "null";
      default:
        return "a " + type;
    }
  }

  private static String list(JsonNode values) {
    List<String> items = new ArrayList<>();
    if (values != null) {
      values.forEach(value -> items.add(value.toString()));
    }
    return String.join(", ", items);
  }

  private static String text(JsonNode node) {
    return node == null ? "" : node.isTextual() ? node.asText() : node.toString();
  }

  private static String quoted(String name) {
    return "\"" + name + "\"";
  }
}

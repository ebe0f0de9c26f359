package io.qwenmanaged.mcp.tools;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Builds {@code tools/list} entries: an object input schema with one required string. */
final class ToolDefinition {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private ToolDefinition() {}

  /** A fresh entry with keys name, title, description, inputSchema, annotations (in that order). */
  static ObjectNode of(
      String name, String title, String description, String argument, ObjectNode argumentSchema) {
    ObjectNode definition = NODES.objectNode();
    definition.put("name", name);
    definition.put("title", title);
    definition.put("description", description);
    ObjectNode schema = definition.putObject("inputSchema");
    schema.put("type", "object");
    schema.putObject("properties").set(argument, argumentSchema);
    schema.putArray("required").add(argument);
    definition.putObject("annotations");
    return definition;
  }

  /** A string schema with a description. */
  static ObjectNode stringSchema(String description) {
    ObjectNode schema = NODES.objectNode();
    schema.put("type", "string");
    schema.put("description", description);
    return schema;
  }

  /** The entry's annotations object, to fill in order. */
  static ObjectNode annotations(ObjectNode definition) {
    return (ObjectNode) definition.get("annotations");
  }
}

package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.mcp.tools.Tool;
import io.qwenmanaged.mcp.tools.ToolOutcome;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/** Tools with scripted behaviour; provider-free stand-ins for the real ones. */
final class FakeTools {

  private FakeTools() {}

  /** A tool whose outcome is computed from its arguments, counting its calls. */
  static final class Scripted implements Tool {
    private final String name;
    private final Function<JsonNode, ToolOutcome> behaviour;
    final AtomicInteger calls = new AtomicInteger();

    Scripted(String name, Function<JsonNode, ToolOutcome> behaviour) {
      this.name = name;
      this.behaviour = behaviour;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public ObjectNode definition() {
      return definitionOf(name);
    }

    @Override
    public ToolOutcome call(JsonNode arguments) {
      calls.incrementAndGet();
      return behaviour.apply(arguments);
    }
  }

  /** Answers with its arguments as JSON text, or {@code <absent>} when there were none. */
  static Scripted echo(String name) {
    return new Scripted(
        name, args -> new ToolOutcome(args == null ? "<absent>" : args.toString(), false));
  }

  /** Answers with a tool error. */
  static Scripted failing(String name, String text) {
    return new Scripted(name, args -> new ToolOutcome(text, true));
  }

  static ObjectNode definitionOf(String name) {
    ObjectNode definition = JsonNodeFactory.instance.objectNode();
    definition.put("name", name);
    definition.put("title", "Title of " + name);
    definition.put("description", "Description of " + name);
    ObjectNode schema = definition.putObject("inputSchema");
    schema.put("type", "object");
    schema.putObject("properties").putObject("query").put("type", "string");
    definition.putObject("annotations").put("destructiveHint", false);
    return definition;
  }
}

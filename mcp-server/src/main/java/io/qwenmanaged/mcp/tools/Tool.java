package io.qwenmanaged.mcp.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** One MCP tool the server exposes. */
public interface Tool {

  /** The tool's name as listed, e.g. {@code context_search}. */
  String name();

  /** The {@code tools/list} entry: name, title, description, inputSchema, annotations. */
  ObjectNode definition();

  /**
   * Runs the tool on the call's {@code arguments} (may be {@code null} or any JSON type). Blocking;
   * an interrupt of the calling thread cancels the provider request.
   */
  ToolOutcome call(JsonNode arguments);
}

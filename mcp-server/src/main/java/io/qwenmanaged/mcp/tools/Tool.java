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

  /**
   * The answer for a call whose own answer cannot be built or written, because memory ran out, or
   * whose run failed unexpectedly; {@code null} answers such a call with a JSON-RPC internal error.
   * It is serialised before the call runs, so it can still be written when memory is exhausted.
   */
  default ToolOutcome fallback() {
    return null;
  }
}

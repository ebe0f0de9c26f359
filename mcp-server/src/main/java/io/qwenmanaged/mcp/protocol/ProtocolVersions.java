package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** MCP protocol revisions this server speaks, and the {@code initialize} negotiation. */
final class ProtocolVersions {

  /** Newest first. */
  static final List<String> SUPPORTED =
      List.of("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05");

  private ProtocolVersions() {}

  /**
   * The client's requested {@code protocolVersion} when this server supports it, else the newest
   * supported one (also when params or the version are missing or not a string): the client then
   * decides whether it can continue.
   */
  static String negotiate(JsonNode initializeParams) {
    JsonNode requested = initializeParams == null ? null : initializeParams.get("protocolVersion");
    if (requested != null && requested.isTextual() && SUPPORTED.contains(requested.textValue())) {
      return requested.textValue();
    }
    return SUPPORTED.get(0);
  }
}

package io.qwenmanaged.mcp.protocol;

/**
 * A JSON-RPC error the server answers with. Messages are fixed strings: they never echo any part of
 * the request.
 *
 * @param code the JSON-RPC error code
 * @param message the fixed message
 */
record RpcError(int code, String message) {

  static final RpcError PARSE_ERROR = new RpcError(-32700, "Parse error");
  static final RpcError INVALID_REQUEST = new RpcError(-32600, "Invalid Request");
  static final RpcError LINE_TOO_LONG =
      new RpcError(-32600, "Request exceeds the maximum message size");
  static final RpcError DUPLICATE_ID = new RpcError(-32600, "Request id is already in use");
  static final RpcError METHOD_NOT_FOUND = new RpcError(-32601, "Method not found");
  static final RpcError INVALID_PARAMS = new RpcError(-32602, "Invalid params");
  static final RpcError UNKNOWN_TOOL = new RpcError(-32602, "Unknown tool");
  static final RpcError INTERNAL_ERROR = new RpcError(-32603, "Internal error");
  static final RpcError BUSY = new RpcError(-32000, "Too many tool calls in progress");
}

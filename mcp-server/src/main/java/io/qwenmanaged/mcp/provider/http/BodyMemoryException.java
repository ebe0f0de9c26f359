package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;

/**
 * Signals internally that a response body could not be held because memory ran out; never leaves
 * this package. The exchange fails, the server goes on.
 */
final class BodyMemoryException extends IOException {

  private static final long serialVersionUID = 1L;

  BodyMemoryException() {
    super("not enough memory for the response body");
  }
}

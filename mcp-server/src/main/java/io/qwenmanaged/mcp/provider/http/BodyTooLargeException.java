package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;

/** Signals internally that a response body went over the cap; never leaves this package. */
final class BodyTooLargeException extends IOException {

  private static final long serialVersionUID = 1L;

  BodyTooLargeException() {
    super("response body exceeds the size limit");
  }
}

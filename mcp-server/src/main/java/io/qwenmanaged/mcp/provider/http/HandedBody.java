package io.qwenmanaged.mcp.provider.http;

/**
 * A response body handed from the JDK client to the exchange exactly once. The client keeps its
 * futures, and with them the value they completed with, for as long as the connection stays in its
 * pool; a holder that {@link #take} empties keeps a delivered body from being held there after the
 * call that read it has ended (with 1 MiB answers, up to one such body per pooled connection).
 */
final class HandedBody {

  private byte[] bytes;

  HandedBody(byte[] bytes) {
    this.bytes = bytes;
  }

  /** The body; afterwards the holder is empty (a second take is an empty body). */
  synchronized byte[] take() {
    byte[] taken = bytes == null ? new byte[0] : bytes;
    bytes = null;
    return taken;
  }
}

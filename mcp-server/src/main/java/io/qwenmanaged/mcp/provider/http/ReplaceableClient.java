package io.qwenmanaged.mcp.provider.http;

import java.net.http.HttpClient;
import java.util.function.Supplier;

/**
 * The JDK client the exchanges share, built on first use and replaced when it may have died.
 *
 * <p>The JDK client runs every exchange through one selector thread of its own. When that thread
 * meets an error it cannot handle, such as running out of memory while a large answer arrives, it
 * ends, and on Java 17 the client then neither fails nor completes later requests: each would wait
 * for its whole timeout without ever being sent. There is no way to ask the client whether its
 * thread is alive, so the exchange that failed without a response hands its client back through
 * {@link #retire}, and the next exchange builds a fresh one. Exchanges already running on the old
 * client finish on it; it is collected once none uses it.
 */
final class ReplaceableClient {

  private final Supplier<HttpClient> factory;
  private final Object lock = new Object();
  private HttpClient current;

  ReplaceableClient(Supplier<HttpClient> factory) {
    this.factory = factory;
  }

  /** The client to use for the next exchange, built now when there is none. */
  HttpClient current() {
    synchronized (lock) {
      if (current == null) {
        current = factory.get();
      }
      return current;
    }
  }

  /** Stops handing out {@code used} (unless another exchange has already replaced it). */
  void retire(HttpClient used) {
    synchronized (lock) {
      if (current == used) {
        current = null;
      }
    }
  }
}

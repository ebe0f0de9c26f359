package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback port (127.0.0.1, port 0) standing in for a proxy a repository names: it keeps the
 * first line of every request it receives ({@code CONNECT host:port HTTP/1.1}, or a request with an
 * absolute target) and answers each with {@code 502}, so a client that used it fails visibly rather
 * than reaching its server through it.
 */
public final class ProxyListener implements AutoCloseable {

  private static final int LONGEST_LINE = 2048;
  private static final byte[] REFUSAL =
      "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
          .getBytes(StandardCharsets.US_ASCII);

  private final ServerSocket socket;
  private final List<String> requestLines = new CopyOnWriteArrayList<>();

  private ProxyListener(ServerSocket socket) {
    this.socket = socket;
  }

  static ProxyListener start() {
    try {
      ProxyListener proxy =
          new ProxyListener(new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1")));
      Thread accepting = new Thread(proxy::accept, "proxy-listener");
      accepting.setDaemon(true);
      accepting.start();
      return proxy;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code http://127.0.0.1:<port>}, without a trailing slash. */
  String url() {
    return "http://127.0.0.1:" + socket.getLocalPort();
  }

  /** The first line of every request received so far, in arrival order. */
  List<String> requestLines() {
    return List.copyOf(requestLines);
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void accept() {
    while (!socket.isClosed()) {
      try (Socket client = socket.accept()) {
        client.setSoTimeout(5_000);
        requestLines.add(firstLine(client.getInputStream()));
        OutputStream out = client.getOutputStream();
        out.write(REFUSAL);
        out.flush();
      } catch (SocketException closedOrReset) {
        // Closed by close(), or the client gave up: either way nothing more to record.
      } catch (IOException e) {
        requestLines.add("(unreadable request: " + e.getMessage() + ")");
      }
    }
  }

  private static String firstLine(InputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    int next;
    while ((next = in.read()) != -1 && next != '\n' && line.length() < LONGEST_LINE) {
      line.append((char) next);
    }
    return line.toString().strip();
  }
}

package io.qwenmanaged.tests.e2e.harness;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback HTTP proxy (127.0.0.1, port 0) that only tunnels: it keeps the first line of every
 * request ({@code CONNECT host:port HTTP/1.1}), opens the named loopback port, answers {@code 200}
 * and copies bytes both ways without reading them, as a corporate proxy does before any inspection.
 * A CONNECT to {@link #REMOTE_HOST} goes to the same port of 127.0.0.1: the kit's JVMs never use a
 * proxy for loopback addresses, so a fake they must reach through the proxy is named by that host.
 * Anything else gets {@code 502}.
 */
public final class TunnelProxy implements AutoCloseable {

  /** A name only this proxy resolves (to 127.0.0.1); the private CA's certificate carries it. */
  public static final String REMOTE_HOST = "mem0.corporate.example";

  private static final int LONGEST_HEADER = 8192;
  private static final byte[] REFUSAL =
      "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
          .getBytes(StandardCharsets.US_ASCII);
  private static final byte[] ESTABLISHED =
      "HTTP/1.1 200 Connection established\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

  private final ServerSocket socket;
  private final List<String> requestLines = new CopyOnWriteArrayList<>();

  private TunnelProxy(ServerSocket socket) {
    this.socket = socket;
  }

  /** Starts accepting on a fresh loopback port. */
  public static TunnelProxy start() {
    try {
      TunnelProxy proxy =
          new TunnelProxy(new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1")));
      daemon(proxy::accept, "tunnel-proxy").start();
      return proxy;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code http://127.0.0.1:<port>}, as a plan's {@code environment.proxy.https}. */
  public String url() {
    return "http://127.0.0.1:" + socket.getLocalPort();
  }

  /** The first line of every request received so far, in arrival order. */
  public List<String> requestLines() {
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
      try {
        Socket client = socket.accept();
        daemon(() -> serve(client), "tunnel-client").start();
      } catch (IOException closed) {
        // close() ended the loop, or one accept failed: the loop condition decides.
      }
    }
  }

  private void serve(Socket client) {
    try (client) {
      InputStream in = client.getInputStream();
      String header = header(in);
      String line = header.lines().findFirst().orElse("");
      requestLines.add(line);
      String[] words = line.split(" ");
      int colon = words.length == 3 ? words[1].lastIndexOf(':') : -1;
      String host = colon < 0 ? "" : words[1].substring(0, colon);
      if (!words[0].equals("CONNECT") || !(host.equals("127.0.0.1") || host.equals(REMOTE_HOST))) {
        client.getOutputStream().write(REFUSAL);
        return;
      }
      int port = Integer.parseInt(words[1].substring(colon + 1));
      try (Socket server = new Socket(InetAddress.getByName("127.0.0.1"), port)) {
        client.getOutputStream().write(ESTABLISHED);
        client.getOutputStream().flush();
        Thread back = daemon(() -> copy(server, client), "tunnel-back");
        back.start();
        copy(client, server);
        back.join();
      }
    } catch (IOException | RuntimeException ended) {
      // One side closed or reset: the tunnel is over.
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Reads the request header up to the blank line, byte by byte, so no tunnelled byte is lost. */
  private static String header(InputStream in) throws IOException {
    StringBuilder header = new StringBuilder();
    int next;
    while (header.length() < LONGEST_HEADER && (next = in.read()) != -1) {
      header.append((char) next);
      if (header.length() >= 4 && header.substring(header.length() - 4).equals("\r\n\r\n")) {
        break;
      }
    }
    return header.toString();
  }

  private static void copy(Socket from, Socket to) {
    try {
      InputStream in = from.getInputStream();
      OutputStream out = to.getOutputStream();
      in.transferTo(out);
      to.shutdownOutput();
    } catch (IOException ended) {
      // Either side went away.
    }
  }

  private static Thread daemon(Runnable runnable, String name) {
    Thread thread = new Thread(runnable, name);
    thread.setDaemon(true);
    return thread;
  }
}

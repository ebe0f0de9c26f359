package io.qwenmanaged.install.exec;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A stand-in search provider on loopback for archive training: it answers every HTTP request with
 * one fixed search result, so the auto-recall hook's training run takes its whole path (request,
 * answer, envelope) without any request leaving the machine. Each connection gets one answer and is
 * closed; closing the stand-in ends it.
 */
final class TrainingProvider implements AutoCloseable {

  private static final byte[] ANSWER =
      "{\"results\":[{\"id\":\"training\",\"memory\":\"Archive training.\",\"score\":0.5}]}"
          .getBytes(StandardCharsets.UTF_8);

  private final ServerSocket socket;

  private TrainingProvider(ServerSocket socket) {
    this.socket = socket;
    Thread acceptor = new Thread(this::serve, "archive-training-provider");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  static TrainingProvider start() throws IOException {
    return new TrainingProvider(new ServerSocket(0, 4, InetAddress.getByName("127.0.0.1")));
  }

  /** The stand-in's origin, {@code http://127.0.0.1:<port>}. */
  String origin() {
    return "http://127.0.0.1:" + socket.getLocalPort();
  }

  private void serve() {
    while (!socket.isClosed()) {
      try (Socket connection = socket.accept()) {
        connection.setSoTimeout((int) TrainingRun.TIMEOUT.toMillis());
        answer(connection);
      } catch (IOException e) {
        // A dropped connection or the stand-in closing: the training run gets no context.
      }
    }
  }

  private static void answer(Socket connection) throws IOException {
    InputStream in = new BufferedInputStream(connection.getInputStream());
    long length = 0;
    for (String line = line(in); !line.isEmpty(); line = line(in)) {
      String lower = line.toLowerCase(Locale.ROOT);
      if (lower.startsWith("content-length:")) {
        length = Long.parseLong(lower.substring("content-length:".length()).trim());
      }
    }
    in.skipNBytes(length);
    OutputStream out = connection.getOutputStream();
    String head =
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
            + ANSWER.length
            + "\r\nConnection: close\r\n\r\n";
    out.write(head.getBytes(StandardCharsets.US_ASCII));
    out.write(ANSWER);
    out.flush();
  }

  /** One header line without its line end; empty at the blank line (or the end of input). */
  private static String line(InputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    for (int b = in.read(); b >= 0 && b != '\n'; b = in.read()) {
      if (b != '\r') {
        line.append((char) b);
      }
    }
    return line.toString();
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}

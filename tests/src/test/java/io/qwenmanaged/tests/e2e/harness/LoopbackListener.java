package io.qwenmanaged.tests.e2e.harness;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A loopback HTTP listener (127.0.0.1, port 0) standing in for a server a repository would send
 * things to: it records every request (method, target with its query, headers, body) and answers
 * each with {@code 200 {}}.
 */
public final class LoopbackListener implements AutoCloseable {

  /** One request as received; the target is the raw path and query. */
  record Request(String method, String target, Map<String, List<String>> headers, String body) {

    Request {
      headers = Map.copyOf(headers);
    }

    /** Whether {@code text} occurs in the target, a header value or the body. */
    boolean contains(String text) {
      return !placesOf(text).isEmpty();
    }

    /** Where {@code text} occurs: {@code target}, {@code body}, {@code header <name>}. */
    List<String> placesOf(String text) {
      List<String> places = new ArrayList<>();
      if (target.contains(text)) {
        places.add("target");
      }
      headers.forEach(
          (name, values) -> {
            if (values.stream().anyMatch(value -> value.contains(text))) {
              places.add("header " + name);
            }
          });
      if (body.contains(text)) {
        places.add("body");
      }
      return places;
    }
  }

  private final HttpServer server;
  private final ExecutorService threads = Executors.newFixedThreadPool(2, LoopbackListener::daemon);
  private final List<Request> requests = new CopyOnWriteArrayList<>();

  private LoopbackListener() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
    server.createContext("/", this::handle);
    server.setExecutor(threads);
  }

  static LoopbackListener start() {
    try {
      LoopbackListener listener = new LoopbackListener();
      listener.server.start();
      return listener;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code http://127.0.0.1:<port>}, without a trailing slash. */
  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /** Every request received so far, in arrival order. */
  public List<Request> requests() {
    return List.copyOf(requests);
  }

  /** Whether any request carried {@code text}. */
  public boolean received(String text) {
    return requests.stream().anyMatch(request -> request.contains(text));
  }

  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try {
      byte[] body = exchange.getRequestBody().readAllBytes();
      Map<String, List<String>> headers = new LinkedHashMap<>();
      exchange
          .getRequestHeaders()
          .forEach((name, values) -> headers.put(name, List.copyOf(values)));
      requests.add(
          new Request(
              exchange.getRequestMethod(),
              exchange.getRequestURI().getRawPath()
                  + (exchange.getRequestURI().getRawQuery() == null
                      ? ""
                      : "?" + exchange.getRequestURI().getRawQuery()),
              headers,
              new String(body, StandardCharsets.UTF_8)));
      byte[] answer = "{}".getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(200, answer.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(answer);
      }
    } finally {
      exchange.close();
    }
  }

  private static Thread daemon(Runnable runnable) {
    Thread thread = new Thread(runnable, "loopback-listener");
    thread.setDaemon(true);
    return thread;
  }
}

package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.net.ssl.SSLContext;

/**
 * A loopback fake OpenAI-compatible model (127.0.0.1, port 0): {@code POST /v1/chat/completions}
 * answered by a {@link ModelScript}, streamed when asked; {@code GET /v1/models} lists the one
 * model. Every request is kept and appended to a JSON-lines log for diagnosis. Plain HTTP unless
 * started with a TLS context, then HTTPS only.
 */
public final class FakeModel implements AutoCloseable {

  public static final String MODEL_NAME = "e2e-fake-model";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final HttpServer server;
  private final ExecutorService threads = Executors.newFixedThreadPool(4, FakeModel::daemon);
  private final ModelScript script;
  private final Path log;
  private final List<JsonNode> chatRequests = new CopyOnWriteArrayList<>();
  private final List<String> authorizations = new CopyOnWriteArrayList<>();

  private FakeModel(ModelScript script, Path log, Optional<SSLContext> tls) throws IOException {
    this.script = script;
    this.log = log;
    InetSocketAddress loopback = new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0);
    if (tls.isPresent()) {
      HttpsServer secure = HttpsServer.create(loopback, 0);
      secure.setHttpsConfigurator(new HttpsConfigurator(tls.get()));
      server = secure;
    } else {
      server = HttpServer.create(loopback, 0);
    }
    server.createContext("/", this::handle);
    server.setExecutor(threads);
  }

  /** Starts a fake model answering with {@code script}, logging every request to {@code log}. */
  public static FakeModel start(ModelScript script, Path log) {
    return start(script, log, Optional.empty());
  }

  /**
   * Starts a fake model as {@link #start(ModelScript, Path)} does, served over HTTPS with {@code
   * tls} when present.
   */
  public static FakeModel start(ModelScript script, Path log, Optional<SSLContext> tls) {
    try {
      FakeModel model = new FakeModel(script, log, tls);
      model.server.start();
      return model;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The value for {@code OPENAI_BASE_URL}. */
  public String baseUrl() {
    String scheme = server instanceof HttpsServer ? "https" : "http";
    return scheme + "://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  public ModelScript script() {
    return script;
  }

  /**
   * The {@code Authorization} header of every request received so far (of any method and path), in
   * arrival order; "null" where a request had none.
   */
  public List<String> authorizations() {
    return List.copyOf(authorizations);
  }

  /** Every chat completion request body received so far, in arrival order. */
  public List<JsonNode> chatRequests() {
    return List.copyOf(chatRequests);
  }

  /**
   * The tool results the model has been sent, by tool call id, as the text of each {@code tool}
   * message (later requests repeat earlier history; each id is kept once).
   */
  public Map<String, String> toolResults() {
    Map<String, String> results = new LinkedHashMap<>();
    for (JsonNode request : chatRequests) {
      for (JsonNode message : request.path("messages")) {
        if (message.path("role").asText().equals("tool")) {
          results.put(message.path("tool_call_id").asText(), ChatMessages.text(message));
        }
      }
    }
    return results;
  }

  /** The text of every message of every request, for "was the model ever told X" checks. */
  public List<String> allMessageTexts() {
    List<String> texts = new ArrayList<>();
    for (JsonNode request : chatRequests) {
      request.path("messages").forEach(message -> texts.add(ChatMessages.text(message)));
    }
    return texts;
  }

  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try {
      byte[] body = exchange.getRequestBody().readAllBytes();
      String path = exchange.getRequestURI().getPath();
      record(exchange.getRequestMethod(), path, body);
      authorizations.add(String.valueOf(exchange.getRequestHeaders().getFirst("Authorization")));
      if (exchange.getRequestMethod().equals("GET") && path.endsWith("/models")) {
        String models =
            "{\"object\":\"list\",\"data\":[{\"id\":\"" + MODEL_NAME + "\",\"object\":\"model\"}]}";
        send(exchange, 200, "application/json", models.getBytes(StandardCharsets.UTF_8));
        return;
      }
      if (!exchange.getRequestMethod().equals("POST") || !path.endsWith("/chat/completions")) {
        send(exchange, 404, "application/json", "{}".getBytes(StandardCharsets.UTF_8));
        return;
      }
      JsonNode request = JSON.readTree(body);
      chatRequests.add(request);
      ModelReply reply = script.replyTo(request);
      if (request.path("stream").asBoolean(false)) {
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
        exchange.getResponseHeaders().set("Cache-Control", "no-cache");
        exchange.sendResponseHeaders(200, 0);
        new ChatCompletionWriter(exchange.getResponseBody()).stream(reply);
      } else {
        send(exchange, 200, "application/json", ChatCompletionWriter.whole(reply));
      }
    } finally {
      exchange.close();
    }
  }

  private synchronized void record(String method, String path, byte[] body) throws IOException {
    String line =
        JSON.createObjectNode()
                .put("method", method)
                .put("path", path)
                .put("body", new String(body, StandardCharsets.UTF_8))
                .toString()
            + "\n";
    Files.writeString(log, line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  private static void send(HttpExchange exchange, int status, String type, byte[] body)
      throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.sendResponseHeaders(status, body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  private static Thread daemon(Runnable runnable) {
    Thread thread = new Thread(runnable, "fake-model");
    thread.setDaemon(true);
    return thread;
  }
}

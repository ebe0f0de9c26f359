package io.qwenmanaged.mcp.provider.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.qwenmanaged.policy.Secret;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Supplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * When the JDK client's own thread dies (memory running out while a large answer arrives is
 * enough), Java 17 neither fails nor sends that client's later requests. An exchange that ended
 * without a response therefore makes the next exchange use a new JDK client, so the server keeps
 * reaching its provider; an exchange that got a response keeps the client and its connections.
 */
@Tag("unit")
class ClientReplacementTest {

  private static final byte[] BODY = "{\"q\":1}".getBytes(StandardCharsets.UTF_8);
  private static final AuthorizationHeader AUTH = AuthorizationHeader.token(new Secret("k-1"));

  private final MockWebServer server = new MockWebServer();
  private final List<HttpClient> built = new ArrayList<>();

  @BeforeEach
  void start() throws IOException {
    server.start(InetAddress.getByName("127.0.0.1"), 0);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private URI uri() {
    return URI.create("http://127.0.0.1:" + server.getPort() + "/v3/memories/search/");
  }

  /** Hands out {@code first} clients in order, then real JDK clients; remembers each one. */
  private Supplier<HttpClient> clients(HttpClient... first) {
    Deque<HttpClient> queue = new ArrayDeque<>(List.of(first));
    return () -> {
      HttpClient next =
          queue.isEmpty()
              ? HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()
              : queue.poll();
      built.add(next);
      return next;
    };
  }

  @ParameterizedTest
  @CsvSource({"FAILS, NETWORK", "HANGS, TIMEOUT", "RUNS_OUT_OF_MEMORY, OUT_OF_MEMORY"})
  void reachesTheProviderAgainAfterTheJdkClientDied(
      DeadJdkClient.Symptom symptom, HttpOutcome.Kind failure) {
    server.enqueue(new MockResponse.Builder().code(200).body("{\"next\":1}").build());
    DeadJdkClient dead = new DeadJdkClient(symptom);
    ProviderHttpClient client = new ProviderHttpClient(300, clients(dead));

    assertEquals(new HttpOutcome.Failure(failure), client.postJson(uri(), AUTH, BODY));
    HttpOutcome next = client.postJson(uri(), AUTH, BODY);

    assertEquals(
        new HttpOutcome.Response(200, "{\"next\":1}".getBytes(StandardCharsets.UTF_8)), next);
    assertEquals(1, dead.requests(), "the dead client is not used again");
    assertEquals(2, built.size());
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void keepsTheJdkClientWhileExchangesGetResponses() {
    server.enqueue(new MockResponse.Builder().code(500).body("{}").build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    server.enqueue(new MockResponse.Builder().code(404).build());
    ProviderHttpClient client = new ProviderHttpClient(2000, clients());

    for (int status : new int[] {500, 200, 404}) {
      HttpOutcome outcome = client.postJson(uri(), AUTH, BODY);
      assertEquals(status, ((HttpOutcome.Response) outcome).status());
    }

    assertEquals(1, built.size());
  }

  @Test
  void keepsTheJdkClientAfterARefusedBody() {
    server.enqueue(
        new MockResponse.Builder()
            .code(200)
            .body("x".repeat(ProviderHttpClient.MAX_BODY_BYTES + 1))
            .build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    ProviderHttpClient client = new ProviderHttpClient(2000, clients());

    assertEquals(
        new HttpOutcome.Failure(HttpOutcome.Kind.BODY_TOO_LARGE),
        client.postJson(uri(), AUTH, BODY));
    assertEquals(200, ((HttpOutcome.Response) client.postJson(uri(), AUTH, BODY)).status());

    assertEquals(1, built.size());
  }

  @Test
  void buildsNoJdkClientBeforeTheFirstExchange() {
    new ProviderHttpClient(ProxySelector.of(null), 2000);
    new ProviderHttpClient(2000, clients());

    assertEquals(0, built.size());
  }
}

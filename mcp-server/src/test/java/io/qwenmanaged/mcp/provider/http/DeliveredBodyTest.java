package io.qwenmanaged.mcp.provider.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Secret;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.net.InetAddress;
import java.net.ProxySelector;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Once an exchange has handed its body over, the shared JDK client holds nothing of it: the
 * connection stays pooled for the next request, but a 1 MiB answer is garbage as soon as the call
 * that read it lets go of it (before, each pooled connection kept its last body alive).
 */
@Tag("unit")
class DeliveredBodyTest {

  private static final byte[] BODY = "{\"q\":1}".getBytes(StandardCharsets.UTF_8);
  private static final AuthorizationHeader AUTH = AuthorizationHeader.token(new Secret("k-1"));

  private final MockWebServer server = new MockWebServer();

  @BeforeEach
  void start() throws IOException {
    server.start(InetAddress.getByName("127.0.0.1"), 0);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void theClientKeepsNoReferenceToABodyItDelivered() throws InterruptedException {
    byte[] answer = new byte[ExchangeRules.MAX_BODY_BYTES];
    Arrays.fill(answer, (byte) ' ');
    answer[0] = '1';
    server.enqueue(new MockResponse.Builder().code(200).body(new Buffer().write(answer)).build());
    ProviderHttpClient client = new ProviderHttpClient(ProxySelector.of(null), 5000);
    URI uri = URI.create("http://127.0.0.1:" + server.getPort() + "/v3/memories/search/");

    WeakReference<byte[]> delivered = deliver(client, uri);

    for (int i = 0; i < 20 && delivered.get() != null; i++) {
      System.gc();
      Thread.sleep(20);
    }
    assertTrue(delivered.get() == null, "the JDK client still holds the delivered body");
    // The client itself is still in use, so nothing was released by dropping it.
    server.enqueue(new MockResponse.Builder().code(204).build());
    assertEquals(new HttpOutcome.Response(204, new byte[0]), client.postJson(uri, AUTH, BODY));
  }

  private static WeakReference<byte[]> deliver(ProviderHttpClient client, URI uri) {
    HttpOutcome outcome = client.postJson(uri, AUTH, BODY);
    HttpOutcome.Response response = assertInstanceOf(HttpOutcome.Response.class, outcome);
    assertEquals(ExchangeRules.MAX_BODY_BYTES, response.body().length);
    return new WeakReference<>(response.body());
  }
}

package io.qwenmanaged.mcp.provider.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Secret;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ProxySelector;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Calls of one client take turns for large answers: while one call holds a body over the small size
 * (until its reader is done with it), another large answer waits; small answers never wait.
 */
@Tag("unit")
class LargeBodyTurnsTest {

  private static final byte[] BODY = "{\"q\":1}".getBytes(StandardCharsets.UTF_8);
  private static final AuthorizationHeader AUTH = AuthorizationHeader.token(new Secret("k-1"));

  private final MockWebServer server = new MockWebServer();
  private final ProviderHttpClient client = new ProviderHttpClient(ProxySelector.of(null), 10_000);

  @BeforeEach
  void start() throws IOException {
    server.start(InetAddress.getByName("127.0.0.1"), 0);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aSecondLargeAnswerWaitsUntilTheFirstHasBeenUsed() throws Exception {
    server.enqueue(answerOf(LargeBodies.SMALL_BYTES + 1));
    server.enqueue(answerOf(LargeBodies.SMALL_BYTES + 1));
    CountDownLatch firstHolds = new CountDownLatch(1);
    CountDownLatch firstMayEnd = new CountDownLatch(1);
    CompletableFuture<Integer> first = call(firstHolds, firstMayEnd);
    assertTrue(firstHolds.await(30, TimeUnit.SECONDS));

    CountDownLatch secondHolds = new CountDownLatch(1);
    CompletableFuture<Integer> second = call(secondHolds, new CountDownLatch(0));
    assertFalse(secondHolds.await(500, TimeUnit.MILLISECONDS), "both large bodies were held");

    firstMayEnd.countDown();
    assertEquals(200, first.get(30, TimeUnit.SECONDS));
    assertEquals(200, second.get(30, TimeUnit.SECONDS));
  }

  @Test
  void smallAnswersAreHeldAtOnce() throws Exception {
    server.enqueue(answerOf(LargeBodies.SMALL_BYTES));
    server.enqueue(answerOf(LargeBodies.SMALL_BYTES));
    CountDownLatch firstHolds = new CountDownLatch(1);
    CountDownLatch firstMayEnd = new CountDownLatch(1);
    CompletableFuture<Integer> first = call(firstHolds, firstMayEnd);
    assertTrue(firstHolds.await(30, TimeUnit.SECONDS));

    CountDownLatch secondHolds = new CountDownLatch(1);
    CompletableFuture<Integer> second = call(secondHolds, new CountDownLatch(0));
    assertTrue(secondHolds.await(30, TimeUnit.SECONDS), "a small body waited for another");

    firstMayEnd.countDown();
    assertEquals(200, first.get(30, TimeUnit.SECONDS));
    assertEquals(200, second.get(30, TimeUnit.SECONDS));
  }

  /** One call on its own thread whose reader says it holds the body and waits for {@code end}. */
  private CompletableFuture<Integer> call(CountDownLatch holds, CountDownLatch end) {
    URI uri = URI.create("http://127.0.0.1:" + server.getPort() + "/v3/memories/search/");
    return CompletableFuture.supplyAsync(
        () ->
            client.postJson(
                uri,
                AUTH,
                BODY,
                outcome -> {
                  holds.countDown();
                  try {
                    end.await(30, TimeUnit.SECONDS);
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                  return outcome instanceof HttpOutcome.Response r ? r.status() : -1;
                }),
        runnable -> new Thread(runnable).start());
  }

  private static MockResponse answerOf(int bytes) {
    byte[] answer = new byte[bytes];
    Arrays.fill(answer, (byte) ' ');
    answer[0] = '1';
    return new MockResponse.Builder().code(200).body(new Buffer().write(answer)).build();
  }
}

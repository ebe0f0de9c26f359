package io.qwenmanaged.mcp.provider.http;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.qwenmanaged.policy.Secret;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ProxySelector;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import okio.Buffer;
import okio.BufferedSink;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The exchange rules every {@link ProviderTransport} obeys, run against each one by its subclass:
 * the same request, the same outcomes for the same server behaviour.
 */
@Tag("unit")
abstract class ProviderTransportContract {

  /** The transport under test, with {@code proxySelector} and {@code timeoutMs}. */
  abstract ProviderTransport transport(ProxySelector proxySelector, int timeoutMs);

  private ProviderTransport transport(int timeoutMs) {
    return transport(ProxySelector.of(null), timeoutMs);
  }

  private static final int CAP = ExchangeRules.MAX_BODY_BYTES;
  private static final byte[] BODY = "{\"q\":1}".getBytes(StandardCharsets.UTF_8);
  private static final AuthorizationHeader AUTH = AuthorizationHeader.token(new Secret("k-1"));

  private final MockWebServer server = new MockWebServer();
  private final CountDownLatch stalls = new CountDownLatch(1);

  @BeforeEach
  void start() throws IOException {
    server.start(InetAddress.getByName("127.0.0.1"), 0);
  }

  @AfterEach
  void stop() {
    stalls.countDown();
    server.close();
  }

  private URI uri() {
    return URI.create("http://127.0.0.1:" + server.getPort() + "/v3/memories/add/");
  }

  private HttpOutcome post(int timeoutMs) {
    return transport(timeoutMs).postJson(uri(), AUTH, BODY);
  }

  private static HttpOutcome.Response response(int status, String body) {
    return new HttpOutcome.Response(status, body.getBytes(StandardCharsets.UTF_8));
  }

  private static MockResponse.Builder ok(String body) {
    return new MockResponse.Builder().code(200).body(body);
  }

  private static Buffer bytes(int size) {
    byte[] filler = new byte[size];
    Arrays.fill(filler, (byte) 'a');
    return new Buffer().write(filler);
  }

  @Test
  void sendsOnePostWithExactlyTheProviderHeadersAndBody() throws InterruptedException {
    server.enqueue(ok("{}").build());

    assertEquals(response(200, "{}"), post(2000));

    RecordedRequest request = server.takeRequest();
    assertEquals("POST", request.getMethod());
    assertEquals("/v3/memories/add/", request.getUrl().encodedPath());
    assertEquals("HTTP/1.1", request.getVersion());
    assertEquals(List.of("application/json"), request.getHeaders().values("Accept"));
    assertEquals(List.of("Token k-1"), request.getHeaders().values("Authorization"));
    assertEquals(List.of("application/json"), request.getHeaders().values("Content-Type"));
    assertNull(request.getHeaders().get("Upgrade"));
    assertArrayEquals(BODY, request.getBody().toByteArray());
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void sendsBearerAuthorizationForGenericProviders() throws InterruptedException {
    server.enqueue(ok("{}").build());
    AuthorizationHeader bearer = AuthorizationHeader.bearer(new Secret("t-2"));

    transport(2000).postJson(uri(), bearer, BODY);

    assertEquals(List.of("Bearer t-2"), server.takeRequest().getHeaders().values("Authorization"));
  }

  @ParameterizedTest
  @ValueSource(ints = {301, 302, 303, 307, 308})
  void reportsRedirectsAsStatusWithoutFollowingThem(int status) {
    server.enqueue(
        new MockResponse.Builder().code(status).setHeader("Location", "/elsewhere").build());
    server.enqueue(ok("{\"followed\":true}").build());

    assertEquals(response(status, ""), post(2000));
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void doesNotReadTheBodyOfNonSuccessStatuses() {
    server.enqueue(
        new MockResponse.Builder().code(400).body("{}").bodyDelay(5, TimeUnit.SECONDS).build());

    assertEquals(response(400, ""), post(300));
  }

  @Test
  void servesTheNextRequestCorrectlyAfterAnUnreadBody() {
    server.enqueue(new MockResponse.Builder().code(500).body("{\"leftover\":true}").build());
    server.enqueue(ok("{\"next\":1}").build());
    ProviderTransport client = transport(2000);

    assertEquals(response(500, ""), client.postJson(uri(), AUTH, BODY));
    assertEquals(response(200, "{\"next\":1}"), client.postJson(uri(), AUTH, BODY));
  }

  @Test
  void servesTheNextRequestAfterATimedOutOne() {
    server.enqueue(ok("{}").headersDelay(5, TimeUnit.SECONDS).build());
    server.enqueue(ok("{\"next\":1}").build());
    ProviderTransport client = transport(300);

    assertEquals(
        new HttpOutcome.Failure(HttpOutcome.Kind.TIMEOUT), client.postJson(uri(), AUTH, BODY));
    assertEquals(response(200, "{\"next\":1}"), client.postJson(uri(), AUTH, BODY));
  }

  @Test
  void timesOutWhenHeadersArriveLate() {
    server.enqueue(ok("{}").headersDelay(5, TimeUnit.SECONDS).build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.TIMEOUT), post(300));
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void timesOutWhenTheBodyArrivesLate() {
    server.enqueue(ok("{}").bodyDelay(5, TimeUnit.SECONDS).build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.TIMEOUT), post(300));
  }

  @Test
  void timesOutWhenTheBodyTricklesPastTheDeadline() {
    server.enqueue(
        new MockResponse.Builder()
            .code(200)
            .body(bytes(2000))
            .throttleBody(20, 100, TimeUnit.MILLISECONDS)
            .build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.TIMEOUT), post(300));
    assertFalse(Thread.interrupted(), "the deadline leaves no interrupt behind");
  }

  @Test
  void reportsAConnectionResetAsNetworkFailure() {
    server.enqueue(ok("{}").onResponseStart(new SocketEffect.CloseSocket()).build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.NETWORK), post(2000));
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void reportsABodyCutShortAsNetworkFailure() {
    server.enqueue(
        ok("{\"status\":\"PENDING\"}")
            .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE)
            .build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.NETWORK), post(2000));
  }

  @Test
  void reportsARefusedConnectionAsNetworkFailure() throws IOException {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      closedPort = socket.getLocalPort();
    }
    URI nowhere = URI.create("http://127.0.0.1:" + closedPort + "/");

    HttpOutcome outcome = transport(2000).postJson(nowhere, AUTH, BODY);

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.NETWORK), outcome);
  }

  @Test
  void refusesADeclaredLengthOverTheCapBeforeReadingTheBody() {
    // Only two bytes follow: a client that tried to read the declared length would time out.
    server.enqueue(ok("{}").setHeader("Content-Length", CAP + 1).build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.BODY_TOO_LARGE), post(2000));
  }

  @Test
  void refusesAChunkedBodyOverTheCap() {
    server.enqueue(new MockResponse.Builder().code(200).chunkedBody(bytes(CAP + 1), 8192).build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.BODY_TOO_LARGE), post(5000));
  }

  @Test
  void refusesAnUnframedBodyAsSoonAsItPassesTheCap() {
    // No length and no chunking, and the server then stalls: only counting ends this exchange.
    server.enqueue(
        new MockResponse.Builder()
            .code(200)
            .body(new StallingBody(CAP + 1, stalls))
            .removeHeader("Content-Length")
            .build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.BODY_TOO_LARGE), post(5000));
  }

  @Test
  void acceptsADeclaredBodyOfExactlyTheCap() {
    server.enqueue(new MockResponse.Builder().code(200).body(bytes(CAP)).build());

    assertEquals(CAP, bodyLength(post(5000)));
  }

  @Test
  void acceptsAChunkedBodyOfExactlyTheCap() {
    server.enqueue(new MockResponse.Builder().code(200).chunkedBody(bytes(CAP), 8192).build());

    assertEquals(CAP, bodyLength(post(5000)));
  }

  @Test
  void acceptsAnUnframedBodyOfExactlyTheCapEndedByClose() {
    server.enqueue(
        new MockResponse.Builder()
            .code(200)
            .body(bytes(CAP))
            .removeHeader("Content-Length")
            .onResponseEnd(SocketEffect.ShutdownConnection.INSTANCE)
            .build());

    assertEquals(CAP, bodyLength(post(5000)));
  }

  private static int bodyLength(HttpOutcome outcome) {
    assertTrue(outcome instanceof HttpOutcome.Response, outcome::toString);
    return ((HttpOutcome.Response) outcome).body().length;
  }

  @ParameterizedTest
  @ValueSource(strings = {"c328", "ff", "eda080", "c0af", "f4908080", "e282"})
  void refusesMalformedUtf8(String hex) {
    byte[] raw = HexFormat.of().parseHex(hex);
    server.enqueue(new MockResponse.Builder().code(200).body(new Buffer().write(raw)).build());

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.BODY_NOT_UTF8), post(2000));
  }

  @Test
  void decodesWellFormedUtf8IncludingAstralCharacters() {
    server.enqueue(ok("\"é\u2028😀\"").build());

    assertEquals(response(200, "\"é\u2028😀\""), post(2000));
  }

  @Test
  void abortsTheExchangeWhenTheCallingThreadIsInterrupted() throws Exception {
    server.enqueue(ok("{}").headersDelay(10, TimeUnit.SECONDS).build());
    AtomicReference<HttpOutcome> outcome = new AtomicReference<>();
    AtomicBoolean stillInterrupted = new AtomicBoolean();
    Thread caller =
        new Thread(
            () -> {
              outcome.set(post(20_000));
              stillInterrupted.set(Thread.currentThread().isInterrupted());
            });

    caller.start();
    server.takeRequest();
    caller.interrupt();
    caller.join();

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.CANCELLED), outcome.get());
    assertTrue(stillInterrupted.get());
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void sendsNothingWhenTheCallingThreadIsAlreadyInterrupted() throws Exception {
    AtomicReference<HttpOutcome> outcome = new AtomicReference<>();
    Thread caller =
        new Thread(
            () -> {
              Thread.currentThread().interrupt();
              outcome.set(post(2000));
            });

    caller.start();
    caller.join();

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.CANCELLED), outcome.get());
    assertEquals(0, server.getRequestCount());
  }

  @Test
  void reportsAnUnsendableHeaderAsNotSent() {
    AuthorizationHeader broken = AuthorizationHeader.token(new Secret("k\r\nX-Injected: 1"));

    HttpOutcome outcome = transport(2000).postJson(uri(), broken, BODY);

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT), outcome);
    assertEquals(0, server.getRequestCount());
  }

  @Test
  void sendsThroughTheProxyItsSelectorNames() throws InterruptedException {
    server.enqueue(ok("{}").build());
    ProxySelector proxy = ProxySelector.of(new InetSocketAddress("127.0.0.1", server.getPort()));
    URI elsewhere = URI.create("http://provider.invalid/v3/memories/add/");

    assertEquals(response(200, "{}"), transport(proxy, 2000).postJson(elsewhere, AUTH, BODY));

    RecordedRequest request = server.takeRequest();
    assertEquals(List.of("provider.invalid"), request.getHeaders().values("Host"));
    assertEquals(List.of("Token k-1"), request.getHeaders().values("Authorization"));
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void reachesAnHttpsProviderWhoseCertificateIsTrustedAndNamesItsHost(@TempDir Path dir)
      throws Exception {
    assertEquals(response(200, "{}"), overHttps(TestCertificates.forName(dir, "ip:127.0.0.1")));
  }

  @Test
  void refusesAnHttpsProviderWhoseCertificateNamesAnotherHost(@TempDir Path dir) throws Exception {
    assertEquals(
        new HttpOutcome.Failure(HttpOutcome.Kind.NETWORK),
        overHttps(TestCertificates.forName(dir, "dns:other.invalid")));
  }

  /**
   * One exchange with an https server holding {@code certificate}, the process's default TLS
   * context (which both transports use, as they do for a real provider) trusting only it.
   */
  private HttpOutcome overHttps(TestCertificates certificate) throws Exception {
    SSLContext previous = SSLContext.getDefault();
    SSLSocketFactory previousFactory = HttpsURLConnection.getDefaultSSLSocketFactory();
    SSLContext trusting = certificate.clientTrustingOnlyThis();
    try (MockWebServer tls = new MockWebServer()) {
      tls.useHttps(certificate.server().getSocketFactory());
      tls.start(InetAddress.getByName("127.0.0.1"), 0);
      tls.enqueue(ok("{}").build());
      SSLContext.setDefault(trusting);
      HttpsURLConnection.setDefaultSSLSocketFactory(trusting.getSocketFactory());
      URI uri = URI.create("https://127.0.0.1:" + tls.getPort() + "/v3/memories/add/");
      return transport(3000).postJson(uri, AUTH, BODY);
    } finally {
      SSLContext.setDefault(previous);
      HttpsURLConnection.setDefaultSSLSocketFactory(previousFactory);
    }
  }

  @Test
  void reportsAnUnsupportedUrlAsNotSent() {
    HttpOutcome outcome = transport(2000).postJson(URI.create("ftp://127.0.0.1/"), AUTH, BODY);

    assertEquals(new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT), outcome);
  }

  /** Writes {@code size} bytes without any framing, then stalls until the test ends. */
  private static final class StallingBody implements MockResponseBody {
    private final int size;
    private final CountDownLatch stall;

    StallingBody(int size, CountDownLatch stall) {
      this.size = size;
      this.stall = stall;
    }

    @Override
    public long getContentLength() {
      return -1;
    }

    @Override
    public void writeTo(BufferedSink sink) throws IOException {
      sink.write(bytes(size), size);
      sink.flush();
      try {
        stall.await(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}

package io.qwenmanaged.mcp.fakes;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLSocketFactory;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.Headers;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A loopback fake provider (127.0.0.1, port 0) that records every request, answers scripted
 * responses (then a default per path) and collects protocol violations. Register it with
 * {@code @RegisterExtension} to start it before and check it after each test, or call {@link
 * #start()}, {@link #assertNoViolations()} and {@link #close()} yourself.
 */
public abstract class FakeHttpProvider
    implements BeforeEachCallback, AfterEachCallback, AutoCloseable {

  private static final ObjectMapper STRICT_JSON =
      JsonMapper.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

  private final MockWebServer server = new MockWebServer();
  private final List<RecordedCall> calls = new CopyOnWriteArrayList<>();
  private final Object arrival = new Object();
  private final List<String> violations = new CopyOnWriteArrayList<>();
  private final Map<String, Queue<MockResponse>> scripted = new ConcurrentHashMap<>();
  private boolean started;
  private volatile boolean https;

  protected FakeHttpProvider() {
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            return answer(request);
          }
        });
  }

  /** Whether {@code path} is one of this provider's operations. */
  protected abstract boolean handles(String path);

  /** The answer for {@code path} when nothing is scripted. */
  protected abstract MockResponse defaultResponse(String path);

  /** Problems with a well-formed JSON request body sent to {@code path}; empty when valid. */
  protected abstract List<String> validateBody(String path, JsonNode body);

  /** Starts listening on 127.0.0.1 and an ephemeral port; does nothing when already started. */
  public synchronized void start() {
    if (started) {
      return;
    }
    try {
      server.start(InetAddress.getByName("127.0.0.1"), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    started = true;
  }

  /**
   * Serves TLS with the certificate of {@code sockets} instead of plain HTTP; call before {@link
   * #start()}. A client speaking plain HTTP to it then fails the handshake and is never recorded.
   */
  public synchronized void useHttps(SSLSocketFactory sockets) {
    if (started) {
      throw new IllegalStateException("useHttps must come before start");
    }
    server.useHttps(sockets);
    https = true;
  }

  /**
   * {@code http://127.0.0.1:<port>} ({@code https} after {@link #useHttps}): an origin, as a
   * provider {@code baseUrl}.
   */
  public URI baseUrl() {
    return URI.create((https ? "https" : "http") + "://127.0.0.1:" + server.getPort());
  }

  /** Every request received so far, in arrival order. */
  public List<RecordedCall> calls() {
    return List.copyOf(calls);
  }

  /** Requests received on {@code path}, in arrival order. */
  public List<RecordedCall> calls(String path) {
    return calls.stream().filter(call -> call.path().equals(path)).toList();
  }

  /**
   * Blocks until at least {@code count} requests have arrived in total (a request counts as soon as
   * it is read, before it is answered); fails after {@code patience}.
   */
  public void awaitCalls(int count, Duration patience) throws InterruptedException {
    long deadline = System.nanoTime() + patience.toNanos();
    synchronized (arrival) {
      while (calls.size() < count) {
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
          throw new AssertionError(
              "the fake provider received " + calls.size() + " of " + count + " requests");
        }
        TimeUnit.NANOSECONDS.timedWait(arrival, remaining);
      }
    }
  }

  /** Violations seen so far: wrong method, path, headers, or a body the provider would reject. */
  public List<String> violations() {
    return List.copyOf(violations);
  }

  /** Fails when any request so far was not one the real provider would accept. */
  public void assertNoViolations() {
    if (!violations.isEmpty()) {
      throw new AssertionError(
          "The fake provider received invalid request(s):\n  " + String.join("\n  ", violations));
    }
  }

  /** The next request on {@code path} gets {@code response} (scripts queue in order). */
  protected void script(String path, MockResponse response) {
    scripted.computeIfAbsent(path, p -> new ConcurrentLinkedQueue<>()).add(response);
  }

  /** Drops the scripted responses that no request has taken yet. */
  public void forgetScripts() {
    scripted.clear();
  }

  /**
   * Forgets every request, violation and scripted response so far, as if just started; the server
   * keeps its port, so one fake can serve several tests in turn.
   */
  public void reset() {
    calls.clear();
    violations.clear();
    forgetScripts();
  }

  @Override
  public void close() {
    server.close();
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    start();
  }

  @Override
  public void afterEach(ExtensionContext context) {
    close();
    assertNoViolations();
  }

  private MockResponse answer(RecordedRequest request) {
    RecordedCall call = record(request);
    synchronized (arrival) {
      calls.add(call);
      arrival.notifyAll();
    }
    check(call);
    Queue<MockResponse> queue = scripted.get(call.path());
    MockResponse next = queue == null ? null : queue.poll();
    if (next != null) {
      return next;
    }
    return handles(call.path())
        ? defaultResponse(call.path())
        : new MockResponse.Builder().code(404).build();
  }

  private static RecordedCall record(RecordedRequest request) {
    Headers headers = request.getHeaders();
    Map<String, List<String>> byName = new LinkedHashMap<>();
    for (String name : headers.names()) {
      byName.put(name.toLowerCase(Locale.ROOT), new ArrayList<>(headers.values(name)));
    }
    byte[] body = request.getBody() == null ? new byte[0] : request.getBody().toByteArray();
    return new RecordedCall(request.getMethod(), request.getUrl().encodedPath(), byName, body);
  }

  private void check(RecordedCall call) {
    String where = call.method() + " " + call.path() + ": ";
    if (!handles(call.path())) {
      violations.add(where + "no such operation");
      return;
    }
    if (!call.method().equals("POST")) {
      violations.add(where + "method must be POST");
    }
    for (String name : List.of("Accept", "Content-Type")) {
      if (!call.header(name).equals(List.of("application/json"))) {
        violations.add(where + name + " must be exactly application/json");
      }
    }
    if (call.header("Authorization").size() != 1) {
      violations.add(where + "exactly one Authorization header is required");
    }
    JsonNode body;
    try {
      body = STRICT_JSON.readTree(call.body());
    } catch (IOException e) {
      violations.add(where + "body is not valid JSON");
      return;
    }
    if (body == null || body.isMissingNode()) {
      violations.add(where + "body is empty");
      return;
    }
    for (String problem : validateBody(call.path(), body)) {
      violations.add(where + problem);
    }
  }
}

package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.io.InputStream;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The MCP server's HTTP path to a provider, on the JDK client, under the {@link ExchangeRules}: a
 * single JSON {@code POST}, blocking, with no redirect, no retry and no authentication challenge
 * handling. The whole exchange, body included, must finish within the timeout; bodies are capped
 * and checked to be strict UTF-8. Interrupting the calling thread aborts the exchange, returns
 * {@link HttpOutcome.Kind#CANCELLED} and leaves the thread's interrupt status set. Running out of
 * memory is an outcome too, never a thrown error.
 *
 * <p>The calling thread waits in the JDK client's blocking {@code send} for the headers and then
 * reads a 2xx body itself ({@link CappedBodyReader}), taking turns with the other calls for large
 * bodies ({@link LargeBodies}); the client reads from the connection only as the body is taken. The
 * asynchronous API would hand every completion to {@code CompletableFuture}'s default executor,
 * which on a machine with one or two CPUs starts a new thread per request.
 *
 * <p>HTTP/1.1 only: no {@code h2c} upgrade headers are added to loopback requests and no HTTP/2
 * stream is ever replayed by the client. The JDK client is built on first use, not at construction,
 * because building it costs a noticeable part of the server's start-up budget, and is replaced
 * after an exchange that may have killed it (see {@link ReplaceableClient}).
 */
public final class ProviderHttpClient implements ProviderTransport {

  /** The largest accepted response body, in bytes ({@link ExchangeRules#MAX_BODY_BYTES}). */
  public static final int MAX_BODY_BYTES = ExchangeRules.MAX_BODY_BYTES;

  private final Duration timeout;
  private final ReplaceableClient clients;
  private final LargeBodies largeBodies = LargeBodies.oneAtATime();
  private final Object timerLock = new Object();
  private ScheduledThreadPoolExecutor timer;

  public ProviderHttpClient(ProxySelector proxySelector, int timeoutMs) {
    this(timeoutMs, () -> newJdkClient(proxySelector, Duration.ofMillis(timeoutMs)));
  }

  /** For tests: {@code newClient} builds each JDK client this one uses. */
  ProviderHttpClient(int timeoutMs, Supplier<HttpClient> newClient) {
    if (timeoutMs < 1) {
      throw new IllegalArgumentException("timeoutMs must be positive");
    }
    this.timeout = Duration.ofMillis(timeoutMs);
    this.clients = new ReplaceableClient(newClient);
  }

  @Override
  public HttpOutcome postJson(URI uri, AuthorizationHeader authorization, byte[] body) {
    return postJson(uri, authorization, body, Function.identity());
  }

  /**
   * {@inheritDoc}
   *
   * <p>A body of more than {@value LargeBodies#SMALL_BYTES} bytes is read, and then used by {@code
   * reader}, while no other call of this client holds one; the others wait for their turn, within
   * their own timeout.
   */
  @Override
  public <T> T postJson(
      URI uri, AuthorizationHeader authorization, byte[] body, Function<HttpOutcome, T> reader) {
    try (LargeBodies.Pass pass = largeBodies.pass()) {
      return reader.apply(send(uri, authorization, body, pass));
    }
  }

  private HttpOutcome send(
      URI uri, AuthorizationHeader authorization, byte[] body, LargeBodies.Pass pass) {
    if (Thread.currentThread().isInterrupted()) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.CANCELLED);
    }
    if (!ExchangeRules.isSendable(uri)) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT);
    }
    HttpRequest request;
    HttpClient http;
    try {
      HttpRequest.Builder builder = HttpRequest.newBuilder(uri).timeout(timeout);
      ExchangeRules.headers(authorization).forEach(builder::header);
      request = builder.POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
      http = clients.current();
    } catch (RuntimeException e) {
      // An unusable URI or header value: the message may quote it, so it is dropped here.
      return new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT);
    } catch (OutOfMemoryError e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.OUT_OF_MEMORY);
    }
    return exchange(http, request, pass);
  }

  private HttpOutcome exchange(HttpClient http, HttpRequest request, LargeBodies.Pass pass) {
    ExchangeDeadline deadline = ExchangeDeadline.start(timer(), timeout);
    HttpOutcome outcome;
    try {
      HttpResponse<InputStream> response = http.send(request, new CappedBodyHandler());
      outcome = new HttpOutcome.Response(response.statusCode(), body(response, pass));
    } catch (InterruptedException e) {
      outcome = new HttpOutcome.Failure(HttpOutcome.Kind.CANCELLED);
    } catch (IOException e) {
      // A read the interrupt ended fails with whatever the stream makes of it: still a cancel.
      outcome =
          new HttpOutcome.Failure(
              Thread.currentThread().isInterrupted()
                  ? HttpOutcome.Kind.CANCELLED
                  : ExchangeFailures.classify(e));
    } catch (RuntimeException e) {
      outcome = new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT);
    } catch (OutOfMemoryError e) {
      outcome = new HttpOutcome.Failure(HttpOutcome.Kind.OUT_OF_MEMORY);
    }
    boolean expired = deadline.end();
    if (outcome instanceof HttpOutcome.Failure failure
        && failure.kind() == HttpOutcome.Kind.CANCELLED) {
      if (expired) {
        outcome = new HttpOutcome.Failure(HttpOutcome.Kind.TIMEOUT);
      } else {
        Thread.currentThread().interrupt();
      }
    }
    if (ExchangeFailures.mayHaveKilledTheClient(outcome)) {
      clients.retire(http);
    }
    return outcome;
  }

  /**
   * The body of a 2xx response, read here on the calling thread; any other status has an empty one.
   * The stream is closed whatever happens, which gives up the connection when the body was not read
   * to its end.
   */
  private static byte[] body(HttpResponse<InputStream> response, LargeBodies.Pass pass)
      throws IOException {
    try (InputStream in = response.body()) {
      if (!ExchangeRules.readsBody(response.statusCode())) {
        return new byte[0];
      }
      long declared = CappedBodyHandler.declaredLength(response.headers()).orElse(-1);
      return CappedBodyReader.read(in, (int) declared, pass);
    }
  }

  private ScheduledThreadPoolExecutor timer() {
    synchronized (timerLock) {
      if (timer == null) {
        timer = ExchangeDeadline.newTimer();
      }
      return timer;
    }
  }

  private static HttpClient newJdkClient(ProxySelector proxySelector, Duration timeout) {
    return HttpClient.newBuilder()
        .version(HttpClient.Version.HTTP_1_1)
        .followRedirects(HttpClient.Redirect.NEVER)
        .connectTimeout(timeout)
        .proxy(proxySelector)
        .build();
  }
}

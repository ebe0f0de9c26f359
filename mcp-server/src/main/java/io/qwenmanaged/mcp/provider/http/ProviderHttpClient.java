package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.CharacterCodingException;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * The one HTTP path to a provider: a single JSON {@code POST}, blocking, with no redirect, no retry
 * and no authentication challenge handling. The whole exchange, body included, must finish within
 * the timeout; bodies are capped and checked to be strict UTF-8. Interrupting the calling thread
 * aborts the exchange, returns {@link HttpOutcome.Kind#CANCELLED} and leaves the thread's interrupt
 * status set. Running out of memory is an outcome too, never a thrown error.
 *
 * <p>The calling thread waits in the JDK client's blocking {@code send}, which completes the
 * exchange on the client's own threads. The asynchronous API would hand every completion to {@code
 * CompletableFuture}'s default executor, which on a machine with one or two CPUs starts a new
 * thread per request.
 *
 * <p>HTTP/1.1 only: no {@code h2c} upgrade headers are added to loopback requests and no HTTP/2
 * stream is ever replayed by the client. The JDK client is built on first use, not at construction,
 * because building it costs a noticeable part of the server's start-up budget.
 */
public final class ProviderHttpClient {

  /** The largest accepted response body, in bytes (1 MiB; exactly 1 MiB is accepted). */
  public static final int MAX_BODY_BYTES = 1_048_576;

  private final ProxySelector proxySelector;
  private final Duration timeout;
  private final Object clientLock = new Object();
  private volatile HttpClient client;
  private volatile ScheduledThreadPoolExecutor timer;

  public ProviderHttpClient(ProxySelector proxySelector, int timeoutMs) {
    if (timeoutMs < 1) {
      throw new IllegalArgumentException("timeoutMs must be positive");
    }
    this.proxySelector = proxySelector;
    this.timeout = Duration.ofMillis(timeoutMs);
  }

  /** Sends {@code body} as JSON to {@code uri} with the three provider headers. */
  public HttpOutcome postJson(URI uri, AuthorizationHeader authorization, byte[] body) {
    if (Thread.currentThread().isInterrupted()) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.CANCELLED);
    }
    HttpRequest request;
    HttpClient http;
    try {
      request =
          HttpRequest.newBuilder(uri)
              .timeout(timeout)
              .header("Accept", "application/json")
              .header("Authorization", authorization.value())
              .header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofByteArray(body))
              .build();
      http = client();
    } catch (RuntimeException e) {
      // An unusable URI or header value: the message may quote it, so it is dropped here.
      return new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT);
    } catch (OutOfMemoryError e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.OUT_OF_MEMORY);
    }
    return exchange(http, request);
  }

  private HttpOutcome exchange(HttpClient http, HttpRequest request) {
    ExchangeDeadline deadline = ExchangeDeadline.start(timer, timeout);
    HttpOutcome outcome;
    try {
      HttpResponse<byte[]> response = http.send(request, new CappedBodyHandler(MAX_BODY_BYTES));
      outcome = new HttpOutcome.Response(response.statusCode(), response.body());
    } catch (InterruptedException e) {
      outcome = new HttpOutcome.Failure(HttpOutcome.Kind.CANCELLED);
    } catch (IOException e) {
      outcome = new HttpOutcome.Failure(classify(e));
    } catch (RuntimeException e) {
      outcome = new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT);
    } catch (OutOfMemoryError e) {
      outcome = new HttpOutcome.Failure(HttpOutcome.Kind.OUT_OF_MEMORY);
    }
    boolean expired = deadline.end();
    if (outcome instanceof HttpOutcome.Failure failure
        && failure.kind() == HttpOutcome.Kind.CANCELLED) {
      if (expired) {
        return new HttpOutcome.Failure(HttpOutcome.Kind.TIMEOUT);
      }
      Thread.currentThread().interrupt();
    }
    return outcome;
  }

  private static HttpOutcome.Kind classify(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof BodyTooLargeException) {
        return HttpOutcome.Kind.BODY_TOO_LARGE;
      }
      if (cause instanceof CharacterCodingException) {
        return HttpOutcome.Kind.BODY_NOT_UTF8;
      }
      if (cause instanceof BodyMemoryException || cause instanceof OutOfMemoryError) {
        return HttpOutcome.Kind.OUT_OF_MEMORY;
      }
      if (cause instanceof HttpTimeoutException) {
        return HttpOutcome.Kind.TIMEOUT;
      }
      if (cause instanceof CancellationException) {
        return HttpOutcome.Kind.CANCELLED;
      }
    }
    return HttpOutcome.Kind.NETWORK;
  }

  private HttpClient client() {
    HttpClient built = client;
    if (built == null) {
      synchronized (clientLock) {
        built = client;
        if (built == null) {
          timer = ExchangeDeadline.newTimer();
          built =
              HttpClient.newBuilder()
                  .version(HttpClient.Version.HTTP_1_1)
                  .followRedirects(HttpClient.Redirect.NEVER)
                  .connectTimeout(timeout)
                  .proxy(proxySelector)
                  .build();
          client = built;
        }
      }
    }
    return built;
  }
}

package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

/**
 * A JDK client whose own thread has died, in the two ways Java 17 shows it: every request fails at
 * once with an I/O error, or every request waits until the caller gives up (it is interrupted).
 * Counts the requests it was given.
 */
final class DeadJdkClient extends HttpClient {

  enum Symptom {
    FAILS,
    HANGS,
    RUNS_OUT_OF_MEMORY
  }

  private final Symptom symptom;
  private final AtomicInteger requests = new AtomicInteger();

  DeadJdkClient(Symptom symptom) {
    this.symptom = symptom;
  }

  int requests() {
    return requests.get();
  }

  @Override
  public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler)
      throws IOException, InterruptedException {
    requests.incrementAndGet();
    switch (symptom) {
      case FAILS:
        throw new IOException("selector manager closed");
      case RUNS_OUT_OF_MEMORY:
        throw new OutOfMemoryError("Java heap space");
      default:
        new CountDownLatch(1).await();
        throw new AssertionError("a latch nobody counts down was released");
    }
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(
      HttpRequest request, HttpResponse.BodyHandler<T> handler) {
    throw new UnsupportedOperationException("the provider client only sends blocking requests");
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(
      HttpRequest request,
      HttpResponse.BodyHandler<T> handler,
      HttpResponse.PushPromiseHandler<T> pushPromiseHandler) {
    throw new UnsupportedOperationException("the provider client only sends blocking requests");
  }

  @Override
  public Optional<CookieHandler> cookieHandler() {
    return Optional.empty();
  }

  @Override
  public Optional<Duration> connectTimeout() {
    return Optional.empty();
  }

  @Override
  public Redirect followRedirects() {
    return Redirect.NEVER;
  }

  @Override
  public Optional<ProxySelector> proxy() {
    return Optional.empty();
  }

  @Override
  public SSLContext sslContext() {
    return null;
  }

  @Override
  public SSLParameters sslParameters() {
    return new SSLParameters();
  }

  @Override
  public Optional<Authenticator> authenticator() {
    return Optional.empty();
  }

  @Override
  public Version version() {
    return Version.HTTP_1_1;
  }

  @Override
  public Optional<Executor> executor() {
    return Optional.empty();
  }
}

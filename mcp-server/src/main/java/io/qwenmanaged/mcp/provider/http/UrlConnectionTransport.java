package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A provider exchange on {@link HttpURLConnection}, under the {@link ExchangeRules}: one request
 * per connection at a time, let go when the request ends (the JDK may keep a connection whose body
 * was read to its end for a later request). It is for a process that makes one request and ends
 * (the auto-recall hook): the JDK's {@code java.net.http} client costs such a process a large part
 * of its start-up (its selector thread, and the default TLS context, which it builds even for an
 * {@code http} URL), while this connection loads its few classes, and TLS only for an {@code https}
 * URL.
 *
 * <p>The request runs on a daemon thread of its own while the calling thread waits, so the waiter
 * can end it at any moment: when the timeout passes ({@link HttpOutcome.Kind#TIMEOUT}) or when it
 * is interrupted ({@link HttpOutcome.Kind#CANCELLED}, the interrupt left set), it closes the
 * connection, which ends the request's blocking reads and writes at once.
 */
public final class UrlConnectionTransport implements ProviderTransport {

  private final ProxySelector proxySelector;
  private final int timeoutMs;

  public UrlConnectionTransport(ProxySelector proxySelector, int timeoutMs) {
    if (timeoutMs < 1) {
      throw new IllegalArgumentException("timeoutMs must be positive");
    }
    this.proxySelector = proxySelector;
    this.timeoutMs = timeoutMs;
  }

  @Override
  public HttpOutcome postJson(URI uri, AuthorizationHeader authorization, byte[] body) {
    if (Thread.currentThread().isInterrupted()) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.CANCELLED);
    }
    HttpURLConnection connection;
    try {
      connection = open(uri, authorization, body.length);
    } catch (IOException | RuntimeException e) {
      // An unusable URI or header value: the message may quote it, so it is dropped here.
      return new HttpOutcome.Failure(HttpOutcome.Kind.NOT_SENT);
    } catch (OutOfMemoryError e) {
      return new HttpOutcome.Failure(HttpOutcome.Kind.OUT_OF_MEMORY);
    }
    return await(connection, body);
  }

  private HttpURLConnection open(URI uri, AuthorizationHeader authorization, int length)
      throws IOException {
    if (!ExchangeRules.isSendable(uri)) {
      throw new IllegalArgumentException("not an http or https URL");
    }
    HttpURLConnection connection = (HttpURLConnection) uri.toURL().openConnection(proxyFor(uri));
    connection.setInstanceFollowRedirects(false);
    connection.setUseCaches(false);
    connection.setAllowUserInteraction(false);
    connection.setConnectTimeout(timeoutMs);
    connection.setReadTimeout(timeoutMs);
    connection.setRequestMethod("POST");
    connection.setDoOutput(true);
    // A fixed length streams the body and, with it, rules out every resend the connection could
    // otherwise make on its own (after a reset, or to answer an authentication challenge).
    connection.setFixedLengthStreamingMode(length);
    ExchangeRules.headers(authorization).forEach(connection::setRequestProperty);
    return connection;
  }

  private Proxy proxyFor(URI uri) {
    List<Proxy> proxies = proxySelector.select(uri);
    return proxies == null || proxies.isEmpty() ? Proxy.NO_PROXY : proxies.get(0);
  }

  private HttpOutcome await(HttpURLConnection connection, byte[] body) {
    CompletableFuture<HttpOutcome> outcome = new CompletableFuture<>();
    Thread exchange =
        new Thread(
            () -> outcome.complete(UrlConnectionExchange.run(connection, body)),
            "external-context-exchange");
    exchange.setDaemon(true);
    try {
      exchange.start();
      return outcome.get(timeoutMs, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      connection.disconnect();
      return new HttpOutcome.Failure(HttpOutcome.Kind.TIMEOUT);
    } catch (InterruptedException e) {
      connection.disconnect();
      Thread.currentThread().interrupt();
      return new HttpOutcome.Failure(HttpOutcome.Kind.CANCELLED);
    } catch (ExecutionException | RuntimeException e) {
      connection.disconnect();
      return new HttpOutcome.Failure(HttpOutcome.Kind.NETWORK);
    } catch (OutOfMemoryError e) {
      connection.disconnect();
      return new HttpOutcome.Failure(HttpOutcome.Kind.OUT_OF_MEMORY);
    }
  }
}

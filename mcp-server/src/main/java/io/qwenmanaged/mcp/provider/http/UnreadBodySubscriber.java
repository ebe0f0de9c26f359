package io.qwenmanaged.mcp.provider.http;

import java.io.InputStream;
import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Completes at once without reading anything: used for statuses whose body no caller needs, and
 * (with a failure) for a declared length over the cap, so such bodies are never read.
 */
final class UnreadBodySubscriber implements BodySubscriber<InputStream> {

  private final CompletableFuture<InputStream> body = new CompletableFuture<>();
  private final Throwable failure;

  private UnreadBodySubscriber(Throwable failure) {
    this.failure = failure;
  }

  /** The body is ignored and reported as empty. */
  static UnreadBodySubscriber ignored() {
    return new UnreadBodySubscriber(null);
  }

  /** The body is refused with {@code failure} before any byte is read. */
  static UnreadBodySubscriber refused(Throwable failure) {
    return new UnreadBodySubscriber(failure);
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    subscription.cancel();
    settle();
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    // Nothing was requested; a publisher that still delivers is ignored.
  }

  @Override
  public void onError(Throwable error) {
    settle();
  }

  @Override
  public void onComplete() {
    settle();
  }

  private void settle() {
    if (failure == null) {
      body.complete(InputStream.nullInputStream());
    } else {
      body.completeExceptionally(failure);
    }
  }

  @Override
  public CompletionStage<InputStream> getBody() {
    return body;
  }
}

package io.qwenmanaged.mcp.provider.http;

import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.nio.charset.MalformedInputException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Collects a response body of at most {@code maxBytes} into one array and checks it is strict
 * UTF-8, keeping no other copy: a declared length is allocated once and exactly, a body of unknown
 * length grows by doubling and is trimmed at the end. Going over the cap cancels the subscription
 * at once and fails the body with {@link BodyTooLargeException}; malformed UTF-8 fails it with a
 * {@link java.nio.charset.CharacterCodingException}; running out of memory while holding it cancels
 * the subscription and fails it with {@link BodyMemoryException}, so the exchange ends instead of
 * the client's thread. The body is delivered in a {@link HandedBody}, which the exchange empties.
 */
final class CappedBodySubscriber implements BodySubscriber<HandedBody> {

  private static final int FIRST_UNKNOWN_CAPACITY = 16 * 1024;

  private final int maxBytes;
  private final int declaredBytes;
  private final CompletableFuture<HandedBody> body = new CompletableFuture<>();
  private Flow.Subscription subscription;
  private byte[] bytes;
  private int length;

  /**
   * @param maxBytes the cap
   * @param declaredBytes the declared {@code Content-Length} (at most the cap), or -1 when unknown
   */
  CappedBodySubscriber(int maxBytes, int declaredBytes) {
    this.maxBytes = maxBytes;
    this.declaredBytes = declaredBytes;
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    this.subscription = subscription;
    subscription.request(1);
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    if (body.isDone()) {
      return;
    }
    try {
      for (ByteBuffer buffer : buffers) {
        if (buffer.remaining() > maxBytes - length) {
          fail(new BodyTooLargeException());
          return;
        }
        append(buffer);
      }
    } catch (OutOfMemoryError e) {
      fail(new BodyMemoryException());
      return;
    }
    subscription.request(1);
  }

  private void append(ByteBuffer buffer) {
    int count = buffer.remaining();
    if (bytes == null) {
      bytes = new byte[capacityFor(count)];
    } else if (bytes.length - length < count) {
      bytes = Arrays.copyOf(bytes, capacityFor(length + count));
    }
    buffer.get(bytes, length, count);
    length += count;
  }

  private int capacityFor(int needed) {
    if (declaredBytes >= needed) {
      return declaredBytes;
    }
    int grown = Math.max(FIRST_UNKNOWN_CAPACITY, bytes == null ? 0 : bytes.length * 2);
    return Math.min(maxBytes, Math.max(needed, grown));
  }

  private void fail(Exception failure) {
    bytes = null;
    subscription.cancel();
    body.completeExceptionally(failure);
  }

  @Override
  public void onError(Throwable error) {
    bytes = null;
    body.completeExceptionally(error);
  }

  @Override
  public void onComplete() {
    if (body.isDone()) {
      return;
    }
    try {
      byte[] whole = bytes == null ? new byte[0] : bytes;
      if (whole.length != length) {
        whole = Arrays.copyOf(whole, length);
      }
      bytes = null;
      if (ExchangeRules.isAcceptedText(whole)) {
        body.complete(new HandedBody(whole));
      } else {
        body.completeExceptionally(new MalformedInputException(0));
      }
    } catch (OutOfMemoryError e) {
      bytes = null;
      body.completeExceptionally(new BodyMemoryException());
    }
  }

  @Override
  public CompletionStage<HandedBody> getBody() {
    return body;
  }
}

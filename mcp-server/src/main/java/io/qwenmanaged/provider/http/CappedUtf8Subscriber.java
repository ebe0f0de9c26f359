package io.qwenmanaged.provider.http;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Collects a response body of at most {@code maxBytes} and decodes it as strict UTF-8. Going over
 * the cap cancels the subscription at once and fails the body with {@link BodyTooLargeException};
 * malformed UTF-8 fails it with a {@link CharacterCodingException}.
 */
final class CappedUtf8Subscriber implements BodySubscriber<String> {

  private final long maxBytes;
  private final ByteArrayOutputStream bytes;
  private final CompletableFuture<String> body = new CompletableFuture<>();
  private Flow.Subscription subscription;
  private long received;

  CappedUtf8Subscriber(long maxBytes, int expectedBytes) {
    this.maxBytes = maxBytes;
    this.bytes = new ByteArrayOutputStream(Math.max(32, expectedBytes));
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
    for (ByteBuffer buffer : buffers) {
      received += buffer.remaining();
      if (received > maxBytes) {
        subscription.cancel();
        body.completeExceptionally(new BodyTooLargeException());
        return;
      }
      append(buffer);
    }
    subscription.request(1);
  }

  private void append(ByteBuffer buffer) {
    if (buffer.hasArray()) {
      int start = buffer.arrayOffset() + buffer.position();
      bytes.write(buffer.array(), start, buffer.remaining());
      buffer.position(buffer.limit());
    } else {
      byte[] chunk = new byte[buffer.remaining()];
      buffer.get(chunk);
      bytes.write(chunk, 0, chunk.length);
    }
  }

  @Override
  public void onError(Throwable error) {
    body.completeExceptionally(error);
  }

  @Override
  public void onComplete() {
    if (body.isDone()) {
      return;
    }
    try {
      CharBuffer text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes.toByteArray()));
      body.complete(text.toString());
    } catch (CharacterCodingException e) {
      body.completeExceptionally(e);
    }
  }

  @Override
  public CompletionStage<String> getBody() {
    return body;
  }
}

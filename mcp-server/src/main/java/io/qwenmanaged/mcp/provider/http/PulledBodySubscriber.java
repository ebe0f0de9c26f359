package io.qwenmanaged.mcp.provider.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A body the calling thread pulls as a stream: the client delivers the next buffers only once the
 * reader has taken the previous ones, so nothing but a few of the client's buffers is held before
 * the reader takes the bytes. Unlike the JDK's own stream (which on Java 17 ignores interrupts), a
 * read blocked here ends at once when the reading thread is interrupted: the exchange is cancelled
 * and the read fails with an {@link InterruptedIOException}, the interrupt status set again.
 */
final class PulledBodySubscriber implements BodySubscriber<InputStream> {

  private static final List<ByteBuffer> END = List.of();

  private final LinkedBlockingQueue<List<ByteBuffer>> delivered = new LinkedBlockingQueue<>();
  private final CompletableFuture<InputStream> stream = new CompletableFuture<>();
  private volatile Flow.Subscription subscription;
  private volatile Throwable failure;

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    this.subscription = subscription;
    stream.complete(new Body());
    subscription.request(1);
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    delivered.offer(buffers);
  }

  @Override
  public void onError(Throwable error) {
    failure = error;
    delivered.offer(END);
  }

  @Override
  public void onComplete() {
    delivered.offer(END);
  }

  @Override
  public CompletionStage<InputStream> getBody() {
    return stream;
  }

  /** The reader's side; one thread reads it. */
  private final class Body extends InputStream {

    private Iterator<ByteBuffer> buffers = List.<ByteBuffer>of().iterator();
    private ByteBuffer current;
    private boolean ended;
    private boolean closed;

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
      if (length == 0) {
        return 0;
      }
      ByteBuffer next = next();
      if (next == null) {
        return -1;
      }
      int count = Math.min(length, next.remaining());
      next.get(into, offset, count);
      return count;
    }

    /** The buffer with bytes left to read, or {@code null} at the end of the body. */
    private ByteBuffer next() throws IOException {
      while (current == null || !current.hasRemaining()) {
        if (closed) {
          throw new IOException("the body stream is closed");
        }
        if (buffers.hasNext()) {
          current = buffers.next();
          continue;
        }
        if (ended) {
          return null;
        }
        take();
      }
      return current;
    }

    private void take() throws IOException {
      List<ByteBuffer> list;
      try {
        list = delivered.take();
      } catch (InterruptedException e) {
        close();
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("interrupted while reading the body");
      }
      if (list == END) {
        ended = true;
        if (failure != null) {
          throw new IOException("the body could not be read", failure);
        }
        return;
      }
      buffers = list.iterator();
      subscription.request(1);
    }

    /** Gives up the rest of the body; the client then closes the connection if it was not read. */
    @Override
    public void close() {
      if (!closed) {
        closed = true;
        if (!ended) {
          subscription.cancel();
        }
      }
    }
  }
}

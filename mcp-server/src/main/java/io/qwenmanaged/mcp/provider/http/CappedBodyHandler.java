package io.qwenmanaged.mcp.provider.http;

import java.io.InputStream;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.ResponseInfo;
import java.util.OptionalLong;

/**
 * Chooses how a response body reaches the exchange: a 2xx body as a stream the calling thread reads
 * ({@link CappedBodyReader}), so the client reads from the connection only as fast as the caller
 * takes the bytes; a declared {@code Content-Length} over the cap fails before reading; other
 * statuses are not read at all.
 */
final class CappedBodyHandler implements BodyHandler<InputStream> {

  @Override
  public BodySubscriber<InputStream> apply(ResponseInfo info) {
    if (!ExchangeRules.readsBody(info.statusCode())) {
      return UnreadBodySubscriber.ignored();
    }
    OptionalLong declared = declaredLength(info.headers());
    if (declared.isPresent() && ExchangeRules.declaredTooLarge(declared.getAsLong())) {
      return UnreadBodySubscriber.refused(new BodyTooLargeException());
    }
    return new PulledBodySubscriber();
  }

  /** The declared {@code Content-Length}, if there is a usable one. */
  static OptionalLong declaredLength(HttpHeaders headers) {
    try {
      return headers.firstValueAsLong("Content-Length");
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }
}

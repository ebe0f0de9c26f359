package io.qwenmanaged.provider.http;

import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.ResponseInfo;
import java.util.OptionalLong;

/**
 * Chooses how to read a response body: 2xx bodies are read up to the cap and decoded as strict
 * UTF-8; a declared {@code Content-Length} over the cap fails before reading; other statuses are
 * not read at all.
 */
final class CappedBodyHandler implements BodyHandler<String> {

  private final long maxBytes;

  CappedBodyHandler(long maxBytes) {
    this.maxBytes = maxBytes;
  }

  @Override
  public BodySubscriber<String> apply(ResponseInfo info) {
    int status = info.statusCode();
    if (status < 200 || status >= 300) {
      return UnreadBodySubscriber.ignored();
    }
    OptionalLong declared = declaredLength(info);
    if (declared.isPresent() && declared.getAsLong() > maxBytes) {
      return UnreadBodySubscriber.refused(new BodyTooLargeException());
    }
    int expected = (int) Math.min(declared.orElse(0), maxBytes);
    return new CappedUtf8Subscriber(maxBytes, expected);
  }

  private static OptionalLong declaredLength(ResponseInfo info) {
    try {
      return info.headers().firstValueAsLong("Content-Length");
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }
}

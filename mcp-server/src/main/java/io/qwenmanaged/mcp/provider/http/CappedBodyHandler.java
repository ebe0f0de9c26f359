package io.qwenmanaged.mcp.provider.http;

import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.ResponseInfo;
import java.util.OptionalLong;

/**
 * Chooses how to read a response body: 2xx bodies are collected as bytes up to the cap and checked
 * to be strict UTF-8; a declared {@code Content-Length} over the cap fails before reading; other
 * statuses are not read at all.
 */
final class CappedBodyHandler implements BodyHandler<HandedBody> {

  @Override
  public BodySubscriber<HandedBody> apply(ResponseInfo info) {
    if (!ExchangeRules.readsBody(info.statusCode())) {
      return UnreadBodySubscriber.ignored();
    }
    OptionalLong declared = declaredLength(info);
    if (declared.isPresent() && ExchangeRules.declaredTooLarge(declared.getAsLong())) {
      return UnreadBodySubscriber.refused(new BodyTooLargeException());
    }
    return new CappedBodySubscriber(ExchangeRules.MAX_BODY_BYTES, (int) declared.orElse(-1));
  }

  private static OptionalLong declaredLength(ResponseInfo info) {
    try {
      return info.headers().firstValueAsLong("Content-Length");
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }
}

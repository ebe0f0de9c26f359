package io.qwenmanaged.mcp.provider;

import io.qwenmanaged.mcp.provider.http.ProviderHttpClient;
import java.util.Arrays;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import okio.Buffer;

/** Hostile and boundary response bodies shared by the provider tests. */
final class ResponseBodies {

  static final int CAP = ProviderHttpClient.MAX_BODY_BYTES;

  private ResponseBodies() {}

  /** {@code json} (an object text) padded with a {@code "pad"} member to exactly {@code size}. */
  static String paddedTo(String json, int size) {
    String open = json.substring(0, json.length() - 1) + ",\"pad\":\"";
    String close = "\"}";
    char[] pad = new char[size - open.length() - close.length()];
    Arrays.fill(pad, 'p');
    return open + new String(pad) + close;
  }

  /** 200 with exactly {@code body} as raw bytes and a matching Content-Length. */
  static MockResponse rawBody(byte[] body) {
    return new MockResponse.Builder().code(200).body(new Buffer().write(body)).build();
  }

  /** 200 declaring {@code CAP + 1} bytes but sending only the start of a valid body. */
  static MockResponse declaredOverCap(String body) {
    return new MockResponse.Builder()
        .code(200)
        .body(body)
        .setHeader("Content-Length", CAP + 1)
        .build();
  }

  /** 200 with {@code body} sent chunked. */
  static MockResponse chunked(String body) {
    return new MockResponse.Builder().code(200).chunkedBody(body, 16_384).build();
  }

  /** 200 with {@code body} sent with neither length nor chunking, ended by closing. */
  static MockResponse unframed(String body) {
    return new MockResponse.Builder()
        .code(200)
        .body(body)
        .removeHeader("Content-Length")
        .onResponseEnd(SocketEffect.ShutdownConnection.INSTANCE)
        .build();
  }

  /** A body whose bytes never arrive in full. */
  static MockResponse cutShort(String body) {
    return new MockResponse.Builder()
        .code(200)
        .body(body)
        .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE)
        .build();
  }

  /** The connection is closed instead of answering. */
  static MockResponse reset() {
    return new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build();
  }
}

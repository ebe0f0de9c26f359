package io.qwenmanaged.mcp.fakes;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One request a fake provider received, exactly as it arrived.
 *
 * @param method e.g. {@code POST}
 * @param path the request target's path, e.g. {@code /v3/memories/add/}
 * @param headers every header, names in lower case, values in arrival order
 * @param body the raw body bytes
 */
public record RecordedCall(
    String method, String path, Map<String, List<String>> headers, byte[] body) {

  public RecordedCall {
    headers = Map.copyOf(headers);
    body = body.clone();
  }

  @Override
  public byte[] body() {
    return body.clone();
  }

  /** The body decoded as UTF-8. */
  public String bodyText() {
    return new String(body, StandardCharsets.UTF_8);
  }

  /** All values of a header (case-insensitive name), empty when absent. */
  public List<String> header(String name) {
    return headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof RecordedCall
        && ((RecordedCall) other).method.equals(method)
        && ((RecordedCall) other).path.equals(path)
        && ((RecordedCall) other).headers.equals(headers)
        && Arrays.equals(((RecordedCall) other).body, body);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * method.hashCode() + path.hashCode()) + Arrays.hashCode(body);
  }

  @Override
  public String toString() {
    return "RecordedCall[" + method + " " + path + ", " + body.length + " body bytes]";
  }
}

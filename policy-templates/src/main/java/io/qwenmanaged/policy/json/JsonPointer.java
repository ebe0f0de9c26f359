package io.qwenmanaged.policy.json;

/**
 * JSON Pointers (RFC 6901) as the kit's diagnostics print them: each reference token with {@code ~}
 * written {@code ~0} and {@code /} written {@code ~1}.
 */
public final class JsonPointer {

  private JsonPointer() {}

  /** {@code token} escaped for use in a pointer. */
  public static String escape(String token) {
    return token.replace("~", "~0").replace("/", "~1");
  }

  /** {@code pointer} followed by the reference token {@code token}. */
  public static String append(String pointer, String token) {
    return pointer + "/" + escape(token);
  }
}

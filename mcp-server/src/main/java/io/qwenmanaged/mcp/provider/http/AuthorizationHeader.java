package io.qwenmanaged.mcp.provider.http;

import io.qwenmanaged.policy.Secret;

/**
 * The value of the {@code Authorization} header. It carries the credential, so it is held as a
 * {@link Secret} and {@link #toString()} never shows it.
 */
public final class AuthorizationHeader {

  private final Secret value;

  private AuthorizationHeader(String value) {
    this.value = new Secret(value);
  }

  /** {@code Token <key>}, as Mem0 expects. */
  public static AuthorizationHeader token(Secret credential) {
    return new AuthorizationHeader("Token " + credential.reveal());
  }

  /** {@code Bearer <token>}, as the generic HTTP search provider expects. */
  public static AuthorizationHeader bearer(Secret credential) {
    return new AuthorizationHeader("Bearer " + credential.reveal());
  }

  String value() {
    return value.reveal();
  }

  @Override
  public String toString() {
    return "AuthorizationHeader[" + Secret.REDACTED + "]";
  }
}

package io.qwenmanaged.mcp.provider.http;

import io.qwenmanaged.mcp.config.Credential;

/**
 * The value of the {@code Authorization} header. Holds the secret, so {@link #toString()} never
 * shows it.
 */
public final class AuthorizationHeader {

  private final String value;

  private AuthorizationHeader(String value) {
    this.value = value;
  }

  /** {@code Token <key>}, as Mem0 expects. */
  public static AuthorizationHeader token(Credential credential) {
    return new AuthorizationHeader("Token " + credential.reveal());
  }

  /** {@code Bearer <token>}, as the generic HTTP search provider expects. */
  public static AuthorizationHeader bearer(Credential credential) {
    return new AuthorizationHeader("Bearer " + credential.reveal());
  }

  String value() {
    return value;
  }

  @Override
  public String toString() {
    return "AuthorizationHeader[<redacted>]";
  }
}

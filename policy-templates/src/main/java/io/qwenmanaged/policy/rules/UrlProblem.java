package io.qwenmanaged.policy.rules;

/** Why a provider {@code baseUrl} is refused, with the stable message for each case. */
public enum UrlProblem {
  /** Not an absolute hierarchical URL with a host and a valid port. */
  INVALID("Provider URL is invalid."),
  /** Has user-info, a path other than {@code /}, a query or a fragment. */
  NOT_ORIGIN("Provider URL must not contain credentials, path, query, or fragment."),
  /** Neither {@code https} nor {@code http} to {@code localhost}, {@code 127.0.0.1} or [::1]. */
  INSECURE("Provider URL must use HTTPS or loopback HTTP.");

  private final String message;

  UrlProblem(String message) {
    this.message = message;
  }

  /** The stable one-line message; it never contains the URL. */
  public String message() {
    return message;
  }
}

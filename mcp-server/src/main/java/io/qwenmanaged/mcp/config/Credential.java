package io.qwenmanaged.mcp.config;

/**
 * A resolved provider credential. Its {@link #toString()} never reveals the value, so it cannot
 * leak through logging or exception messages by accident.
 */
public final class Credential {

  private final String value;

  public Credential(String value) {
    if (value == null || value.isEmpty()) {
      throw new IllegalArgumentException("credential must be non-empty");
    }
    this.value = value;
  }

  /** The secret itself, for the one header that carries it. */
  public String reveal() {
    return value;
  }

  @Override
  public String toString() {
    return "Credential[<redacted>]";
  }
}

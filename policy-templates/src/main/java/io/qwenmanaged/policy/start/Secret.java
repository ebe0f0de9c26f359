package io.qwenmanaged.policy.start;

/**
 * A credential value. It is only ever written to the session's owner-only credential file (never
 * into an environment) and used to redact output: {@link #toString()} never shows it, so it cannot
 * leak through a log line, a diagnostic or an exception message.
 */
public final class Secret {

  private final String value;

  public Secret(String value) {
    this.value = value;
  }

  /** The value itself, for the session's credential file and for redaction. */
  public String reveal() {
    return value;
  }

  @Override
  public String toString() {
    return "<redacted>";
  }
}

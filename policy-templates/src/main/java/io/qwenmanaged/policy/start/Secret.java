package io.qwenmanaged.policy.start;

/**
 * A credential value. A Mem0 key is only ever written to the session's owner-only credential file
 * (never into an environment); a governed model's key only into Qwen's own environment, which Qwen
 * needs to reach the model. Both are used to redact output: {@link #toString()} never shows it, so
 * it cannot leak through a log line, a diagnostic or an exception message.
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

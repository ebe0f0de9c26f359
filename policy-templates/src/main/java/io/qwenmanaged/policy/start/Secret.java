package io.qwenmanaged.policy.start;

/**
 * A credential value. It is only ever handed to the child environment: {@link #toString()} never
 * shows it, so it cannot leak through a log line, a diagnostic or an exception message.
 */
public final class Secret {

  private final String value;

  public Secret(String value) {
    this.value = value;
  }

  /** The value itself, for the one place that puts it into Qwen's environment. */
  public String reveal() {
    return value;
  }

  @Override
  public String toString() {
    return "<redacted>";
  }
}

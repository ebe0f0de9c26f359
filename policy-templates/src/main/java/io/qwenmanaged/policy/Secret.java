package io.qwenmanaged.policy;

/**
 * A credential value, held so that it cannot leak by accident: {@link #toString()} never shows it,
 * so it cannot reach a log line, a diagnostic or an exception message. The launcher writes a Mem0
 * key only into the session's owner-only credential file (never into an environment) and a governed
 * model's key only into Qwen's own environment, which Qwen needs to reach the model; the MCP server
 * and the auto-recall hook put the key only into the one request header that carries it. Every kit
 * output that stands for a secret shows {@value #REDACTED}.
 */
public final class Secret {

  /** What the kit prints in place of a secret. */
  public static final String REDACTED = "<redacted>";

  private final String value;

  public Secret(String value) {
    this.value = value;
  }

  /** The value itself, for the session's credential file, the request header and redaction. */
  public String reveal() {
    return value;
  }

  @Override
  public String toString() {
    return REDACTED;
  }
}

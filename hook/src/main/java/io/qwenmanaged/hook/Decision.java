package io.qwenmanaged.hook;

/** The closed set of hook outcomes. */
sealed interface Decision permits Decision.PassThrough, Decision.Ask, Decision.Deny {

  /** Not a request for this hook: Qwen continues as if no hook ran. */
  record PassThrough() implements Decision {}

  /** Ask the user, showing {@code reason}. */
  record Ask(String reason) implements Decision {}

  /** Refuse the tool call with {@code reason}. */
  record Deny(String reason) implements Decision {}
}

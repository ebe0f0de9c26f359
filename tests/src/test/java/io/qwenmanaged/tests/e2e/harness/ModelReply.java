package io.qwenmanaged.tests.e2e.harness;

/** What the fake model answers to one chat completion request. */
sealed interface ModelReply permits ModelReply.Text, ModelReply.ToolCall {

  /** A plain assistant message. */
  record Text(String text) implements ModelReply {}

  /** One assistant tool call. */
  record ToolCall(String callId, ToolCallPlan plan) implements ModelReply {}
}

package io.qwenmanaged.mcp.protocol;

import com.fasterxml.jackson.databind.JsonNode;

/** One line of input, classified. */
sealed interface Incoming
    permits Incoming.Request, Incoming.Notification, Incoming.Rejected, Incoming.Ignored {

  /**
   * A request: it carries a valid id and must be answered.
   *
   * @param id the request's id, a JSON string or integer, echoed unchanged in the answer
   * @param method the method name
   * @param params the params member as sent, or {@code null} when absent
   */
  record Request(JsonNode id, String method, JsonNode params) implements Incoming {}

  /**
   * A notification: it has no id and is never answered.
   *
   * @param method the method name
   * @param params the params member as sent, or {@code null} when absent
   */
  record Notification(String method, JsonNode params) implements Incoming {}

  /**
   * Input that cannot be processed; answered with {@code error}.
   *
   * @param id the request's id when it could be read, else JSON null
   * @param error the error to answer with
   */
  record Rejected(JsonNode id, RpcError error) implements Incoming {}

  /** Input that needs no answer: a blank line, or a stray response from the client. */
  record Ignored() implements Incoming {}
}

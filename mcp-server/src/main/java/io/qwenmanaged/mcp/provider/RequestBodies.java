package io.qwenmanaged.mcp.provider;

import java.util.Optional;

/** The exact provider request bodies, keys in the documented order. */
final class RequestBodies {

  private RequestBodies() {}

  /** {@code {"query":q,"filters":{"app_id":appId},"top_k":5,"threshold":0.1,"rerank":false}} */
  static Optional<byte[]> mem0Search(String query, String appId) {
    return ProviderJson.write(
        json -> {
          json.writeStartObject();
          json.writeStringField("query", query);
          json.writeObjectFieldStart("filters");
          json.writeStringField("app_id", appId);
          json.writeEndObject();
          json.writeNumberField("top_k", 5);
          json.writeNumberField("threshold", 0.1);
          json.writeBooleanField("rerank", false);
          json.writeEndObject();
        });
  }

  /** {@code {"query":q,"limit":5}} */
  static Optional<byte[]> genericSearch(String query) {
    return ProviderJson.write(
        json -> {
          json.writeStartObject();
          json.writeStringField("query", query);
          json.writeNumberField("limit", 5);
          json.writeEndObject();
        });
  }

  /** {@code {"messages":[{"role":"user","content":content}],"app_id":appId,"infer":false}} */
  static Optional<byte[]> mem0Add(String content, String appId) {
    return ProviderJson.write(
        json -> {
          json.writeStartObject();
          json.writeArrayFieldStart("messages");
          json.writeStartObject();
          json.writeStringField("role", "user");
          json.writeStringField("content", content);
          json.writeEndObject();
          json.writeEndArray();
          json.writeStringField("app_id", appId);
          json.writeBooleanField("infer", false);
          json.writeEndObject();
        });
  }
}

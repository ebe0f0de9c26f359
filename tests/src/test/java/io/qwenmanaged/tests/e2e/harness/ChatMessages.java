package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.JsonNode;

/** Reads OpenAI chat messages, whose {@code content} is a string or an array of text parts. */
final class ChatMessages {

  private ChatMessages() {}

  /** All text of one message: its string content, or its text parts joined by newlines. */
  static String text(JsonNode message) {
    JsonNode content = message.path("content");
    if (content.isTextual()) {
      return content.asText();
    }
    StringBuilder text = new StringBuilder();
    if (content.isArray()) {
      for (JsonNode part : content) {
        if (part.path("text").isTextual()) {
          if (text.length() > 0) {
            text.append('\n');
          }
          text.append(part.path("text").asText());
        }
      }
    }
    return text.toString();
  }
}

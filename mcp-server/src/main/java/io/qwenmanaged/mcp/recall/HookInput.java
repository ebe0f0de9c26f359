package io.qwenmanaged.mcp.recall;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.rules.JsWhitespace;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * Reads the hook's input: at most {@value #MAX_BYTES} bytes of JSON naming the {@code
 * UserPromptSubmit} event, a non-blank string {@code submitted_prompt} and a string {@code cwd}.
 * Anything else (more input, other JSON, another event, a prompt under another key) is no
 * submission, and the hook adds nothing without reading its configuration.
 */
final class HookInput {

  static final int MAX_BYTES = 1_048_576;

  private HookInput() {}

  static Optional<PromptSubmission> read(InputStream in) throws IOException {
    byte[] bytes = in.readNBytes(MAX_BYTES + 1);
    if (bytes.length > MAX_BYTES) {
      return Optional.empty();
    }
    if (!(StrictJson.read(bytes, "hook input") instanceof JsonReadResult.Parsed parsed)) {
      return Optional.empty();
    }
    JsonNode input = parsed.document();
    JsonNode event = input.path("hook_event_name");
    JsonNode prompt = input.path("submitted_prompt");
    JsonNode cwd = input.path("cwd");
    if (!event.isTextual()
        || !ManagedServer.RECALL_EVENT.equals(event.textValue())
        || !prompt.isTextual()
        || JsWhitespace.trim(prompt.textValue()).isEmpty()
        || !cwd.isTextual()) {
      return Optional.empty();
    }
    return Optional.of(new PromptSubmission(prompt.textValue(), cwd.textValue()));
  }
}

package io.qwenmanaged.mcp.recall;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.rules.JsWhitespace;
import java.io.ByteArrayOutputStream;
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
    byte[] bytes = upToLimit(in);
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

  /**
   * At most {@value #MAX_BYTES} + 1 bytes, read with plain {@code read} calls: the JDK's {@code
   * FileInputStream.readNBytes} asks a pipe for its position and fails with "Illegal seek".
   */
  private static byte[] upToLimit(InputStream in) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buffer = new byte[16_384];
    int room = MAX_BYTES + 1;
    int read;
    while (room > 0 && (read = in.read(buffer, 0, Math.min(buffer.length, room))) >= 0) {
      out.write(buffer, 0, read);
      room -= read;
    }
    return out.toByteArray();
  }
}

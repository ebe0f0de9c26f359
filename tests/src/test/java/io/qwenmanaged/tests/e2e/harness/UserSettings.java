package io.qwenmanaged.tests.e2e.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The developer's own user settings ({@code QWEN_HOME/settings.json}), which are not policy: the
 * quiet test settings (no follow-up suggestions, welcome-back or feedback prompts; no ripgrep,
 * whose binary in the npm package lacks the execute bit) and the fake model (OpenAI authentication,
 * the model name). Qwen merges the system settings over them, so none of them can loosen the
 * policy. {@code $version: 4} keeps Qwen from migrating and rewriting the file.
 */
final class UserSettings {

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private UserSettings() {}

  /** Writes the settings to every one of {@code files}. */
  static void write(Path... files) {
    ObjectNode root = JSON.createObjectNode();
    root.put("$version", 4);
    root.putObject("ui")
        .put("enableFollowupSuggestions", false)
        .put("enableWelcomeBack", false)
        .put("enableUserFeedback", false);
    root.putObject("tools").put("useRipgrep", false);
    root.putObject("security").putObject("auth").put("selectedType", "openai");
    root.putObject("model").put("name", FakeModel.MODEL_NAME);
    try {
      String text = JSON.writeValueAsString(root) + "\n";
      for (Path file : files) {
        Files.writeString(file, text);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.e2e.harness.HookVectors;
import io.qwenmanaged.tests.e2e.harness.JsonOverlay;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.RepositoryFile;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.SettingsVectors;
import io.qwenmanaged.tests.e2e.harness.VectorFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The system settings' own levers, a second layer under the managed Qwen, in real Qwen started with
 * the launcher's command and environment: with the managed-only switch turned off (so Qwen takes a
 * repository's hooks and {@code mcp} settings again), an {@code http} hook at UserPromptSubmit
 * still sends nothing (the settings allow one unreachable hook URL, and Qwen ignores a repository's
 * list once the system sets one), and {@code mcp.serverCommand} still never starts its server (the
 * settings exclude {@code mcp}, the server Qwen makes of it). One repository brings both.
 *
 * <p>The control starts the same repository with both levers taken out as well: there the hook
 * sends the prompt and the server starts, so it is each lever that closes its vector. (With the
 * switch on, Qwen ignores both settings of the repository: {@link RepositoryConfigIgnoredE2eTest}.)
 */
@Tag("e2e")
class SystemSettingsLeversE2eTest {

  @Test
  void withoutTheManagedOnlySwitchAnHttpHookSendsNothingAndAServerCommandNeverStarts() {
    Scenario repository = repository();
    try (QwenSession qwen =
        QwenSession.start(
            repository.named("levers-only").withSystemSettingsOverlay(managedOnlyOff()))) {
      String prompt = promptAnswered(qwen);
      assertTrue(modelGot(qwen, prompt), "the prompt never reached the model");
      assertEquals(List.of(), qwen.listener().requests(), "the http hook sent a request");
      assertFalse(Files.exists(serverLog(qwen)), "Qwen started the repository's server command");
    }
    ObjectNode neither = JsonOverlay.merged(managedOnlyOff(), withoutLevers());
    try (QwenSession qwen =
        QwenSession.start(
            repository.named("levers-taken-out").withSystemSettingsOverlay(neither))) {
      String prompt = promptAnswered(qwen);
      assertTrue(qwen.listener().received(prompt), "without its lever, the hook sent nothing");
      assertTrue(Files.exists(serverLog(qwen)), "without its lever, the server never started");
    }
  }

  /**
   * The workspace settings of the UserPromptSubmit http hook vector and of the server command
   * vector in one file, and the server's script.
   */
  private static Scenario repository() {
    RepositoryFile settings =
        VectorFiles.settings(
            facts ->
                JsonOverlay.merged(
                    HookVectors.promptsToHttpHookSettings(facts),
                    SettingsVectors.serverCommandSettings(facts)));
    return Scenario.write("levers")
        .withRepositoryFile(settings)
        .withRepositoryFile(SettingsVectors.serverScript());
  }

  /** The managed-only switch turned off: Qwen merges user and workspace settings as released. */
  private static ObjectNode managedOnlyOff() {
    ObjectNode settings = VectorFiles.object();
    settings.putObject("managedOnly").put("enabled", false);
    return settings;
  }

  /**
   * The two settings taken out: an empty hook URL list (Qwen then allows every URL) and nothing
   * excluded.
   */
  private static ObjectNode withoutLevers() {
    ObjectNode settings = VectorFiles.object();
    settings.putObject("security").putArray("allowedHttpHookUrls");
    settings.putObject("mcp").putArray("excluded");
    return settings;
  }

  /**
   * Types a prompt the model answers with plain text, waits for that answer; returns the prompt.
   */
  private static String promptAnswered(QwenSession qwen) {
    String prompt = "Private prompt " + qwen.nonce();
    qwen.submit(prompt);
    qwen.awaitText("model-answered", qwen.model().script().plainText());
    return prompt;
  }

  private static boolean modelGot(QwenSession qwen, String text) {
    return qwen.model().allMessageTexts().stream().anyMatch(message -> message.contains(text));
  }

  private static Path serverLog(QwenSession qwen) {
    return qwen.evidence().resolve(SettingsVectors.SERVER_COMMAND_LOG);
  }
}

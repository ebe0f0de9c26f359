package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.qwenconfig.AllowKind;
import io.qwenmanaged.tests.e2e.harness.HookVectors;
import io.qwenmanaged.tests.e2e.harness.JsonOverlay;
import io.qwenmanaged.tests.e2e.harness.PlanAllowances;
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
 * What the system settings still close when the plan lets a repository's configuration past the
 * start check, in real Qwen started by {@code qwen-managed}: an {@code http} hook at
 * UserPromptSubmit sends nothing (the settings allow one unreachable hook URL, and Qwen ignores a
 * repository's list once the system sets one), and {@code mcp.serverCommand} never starts its
 * server (the settings exclude {@code mcp}, the server Qwen makes of it). One repository brings
 * both, and the plan allows {@code hooks} and {@code commands}.
 *
 * <p>The control starts the same repository with both settings taken out of the system settings
 * (Qwen then started directly, with the launcher's command and environment): there the hook sends
 * the prompt and the server starts, so it is each setting that closes its vector.
 */
@Tag("e2e")
class SystemSettingsLeversE2eTest {

  @Test
  void anAllowedHttpHookSendsNothingAndAnAllowedServerCommandNeverStarts() {
    Scenario allowed = allowedRepository();
    try (QwenSession qwen = QwenSession.start(allowed)) {
      String prompt = promptAnswered(qwen);
      assertTrue(modelGot(qwen, prompt), "the prompt never reached the model");
      assertEquals(List.of(), qwen.listener().requests(), "the http hook sent a request");
      assertFalse(Files.exists(serverLog(qwen)), "Qwen started the repository's server command");
    }
    try (QwenSession qwen =
        QwenSession.start(
            allowed.named("levers-taken-out").withSystemSettingsOverlay(withoutLevers()))) {
      String prompt = promptAnswered(qwen);
      assertTrue(qwen.listener().received(prompt), "without its setting, the hook sent nothing");
      assertTrue(Files.exists(serverLog(qwen)), "without its setting, the server never started");
    }
  }

  /**
   * The workspace settings of the UserPromptSubmit http hook vector and of the server command
   * vector in one file, the server's script, and a plan allowing both kinds.
   */
  private static Scenario allowedRepository() {
    RepositoryFile settings =
        VectorFiles.settings(
            facts ->
                JsonOverlay.merged(
                    HookVectors.promptsToHttpHookSettings(facts),
                    SettingsVectors.serverCommandSettings(facts)));
    return Scenario.write("levers-allowed")
        .withRepositoryFile(settings)
        .withRepositoryFile(SettingsVectors.serverScript())
        .withPlanOverlay(PlanAllowances.allowing(AllowKind.HOOKS, AllowKind.COMMANDS));
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

package io.qwenmanaged.tests.e2e;

import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A repository {@code .env} asking for Simple Mode and Safe Mode (which drop MCP servers, hooks and
 * the system settings) is overridden by the {@code 0} values the launcher puts in the environment:
 * the MCP server starts and the hook still asks.
 */
@Tag("e2e")
class DotEnvE2eTest {

  @Test
  void repositoryDotEnvWithSimpleAndSafeModeDoesNotRemoveTheHook() {
    Scenario scenario =
        Scenario.write("dotenv-safe-and-simple-mode")
            .withDotEnv("QWEN_CODE_SIMPLE=1\nQWEN_CODE_SAFE_MODE=1\n");
    try (QwenSession qwen = QwenSession.start(scenario)) {
      String qwenDialog =
          ApprovedWrite.run(
              qwen,
              "Remember the key policy " + qwen.nonce(),
              "Rotate keys quarterly " + qwen.nonce());
      assertFalse(qwenDialog.contains(QwenScreens.SAFE_MODE), qwenDialog);
    }
  }
}

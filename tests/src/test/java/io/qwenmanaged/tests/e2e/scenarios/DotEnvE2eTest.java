package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertFalse;

import io.qwenmanaged.tests.e2e.harness.ApprovedWrite;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A repository {@code .env} asking for Simple Mode and Safe Mode (which drop MCP servers, hooks and
 * the system settings) is overridden by the {@code 0} values the launcher puts in Qwen's
 * environment: started through {@code qwen-managed}, the MCP server starts, no Safe Mode banner is
 * shown and the hook's content dialog still asks. Either value alone, had it passed, would fail
 * this: Safe Mode shows its banner and drops the hook, Simple Mode drops the MCP server.
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

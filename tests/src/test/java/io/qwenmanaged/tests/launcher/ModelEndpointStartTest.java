package io.qwenmanaged.tests.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.ModelEndpoint;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Through the installed launcher, a plan that governs the model hands the model's key to Qwen as
 * {@code QWEN_MANAGED_MODEL_API_KEY} alone (not under the caller's name, never on stderr), and a
 * missing key refuses the start with the credential's exit code before Qwen runs.
 */
@Tag("jar")
class ModelEndpointStartTest {

  private static final String MODEL_ENV = "QMK_MODEL_KEY";
  private static final String MODEL_KEY = "canary-model-key-5b2e";

  private static LauncherSite governed() {
    return LauncherSite.create(
        List.of(),
        (root, plan) -> {
          ObjectNode model = plan.putObject("model").put("baseUrl", "https://llm.example.com/v1");
          model.putArray("models").add("qwen3-coder-plus");
          model.putObject("credential").put("env", MODEL_ENV);
        });
  }

  @Test
  void qwenGetsTheModelKeyUnderTheManagedNameOnly() {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    caller.put(MODEL_ENV, MODEL_KEY);
    try (LauncherSite layout = governed();
        TerminalSession session =
            TerminalSession.start(layout, caller, TerminalSession.Streams.TERMINAL)) {
      layout.standIn().exitWith(0);
      TerminalSession.Result result = session.await();
      assertEquals(0, result.exitCode(), result.stderr());
      Map<String, String> environment = layout.standIn().environment();
      assertEquals(MODEL_KEY, environment.get(ModelEndpoint.API_KEY_ENV));
      assertFalse(environment.containsKey(MODEL_ENV), "the caller's variable passed");
      assertFalse((result.terminal() + result.stderr()).contains(MODEL_KEY), "the key was shown");
    }
  }

  @Test
  void aMissingModelKeyRefusesTheStartBeforeQwenRuns() {
    Map<String, String> caller = LaunchCommand.developerEnvironment();
    try (LauncherSite layout = governed();
        TerminalSession session =
            TerminalSession.start(layout, caller, TerminalSession.Streams.TERMINAL)) {
      TerminalSession.Result result = session.await();
      assertEquals(4, result.exitCode(), result.stderr());
      assertTrue(
          result.stderr().contains("$" + MODEL_ENV + ": error: is not set or empty"),
          result.stderr());
      assertTrue(result.stderr().contains("ask your administrator for the key"), result.stderr());
      assertFalse(layout.standIn().started(), "Qwen was started");
    }
  }
}

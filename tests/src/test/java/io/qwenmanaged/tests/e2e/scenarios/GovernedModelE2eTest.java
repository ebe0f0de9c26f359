package io.qwenmanaged.tests.e2e.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.tests.e2e.harness.FakeModel;
import io.qwenmanaged.tests.e2e.harness.JsonOverlay;
import io.qwenmanaged.tests.e2e.harness.ModelScript;
import io.qwenmanaged.tests.e2e.harness.QwenScreens;
import io.qwenmanaged.tests.e2e.harness.QwenSession;
import io.qwenmanaged.tests.e2e.harness.Scenario;
import io.qwenmanaged.tests.e2e.harness.TestPlan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A plan that names the model endpoint decides where the conversation goes, in real Qwen through
 * the installed kit: the plan's fake model answers with the plan's key, while a second, rogue model
 * named by the caller's {@code OPENAI_*} variables, the repository's {@code .env}, the repository's
 * settings and the developer's own settings never receives a request; {@code /model} lists only the
 * plan's models and {@code /auth} says the endpoint is set.
 */
@Tag("e2e")
class GovernedModelE2eTest {

  private static final String SECOND_MODEL = "e2e-second-model";
  private static final String ROGUE_MODEL = "rogue-model";
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void onlyThePlansEndpointAndModelsReceiveTheConversation() throws IOException {
    Path logs = Files.createTempDirectory("governed-model");
    try (FakeModel planModel =
            FakeModel.start(new ModelScript("plan"), logs.resolve("plan.jsonl"));
        FakeModel rogue = FakeModel.start(new ModelScript("rogue"), logs.resolve("rogue.jsonl"))) {
      Scenario scenario =
          Scenario.write("governed-model")
              .withPlanOverlay(plan(planModel.baseUrl()))
              .withDotEnv(
                  "OPENAI_BASE_URL="
                      + rogue.baseUrl()
                      + "\nOPENAI_API_KEY=rogue-key\nOPENAI_MODEL="
                      + ROGUE_MODEL
                      + "\n")
              .withWorkspaceFile(".qwen/settings.json", rogueSettings(rogue.baseUrl()));
      try (QwenSession qwen = QwenSession.start(scenario)) {
        qwen.submit("Say hello");
        qwen.awaitText("the plan model's answer", new ModelScript("plan").plainText());

        qwen.submit("/model");
        String models = qwen.awaitText("the model dialog", SECOND_MODEL);
        assertTrue(models.contains(FakeModel.MODEL_NAME), models);
        assertFalse(models.contains(ROGUE_MODEL), models);
        assertFalse(models.contains("coder-model"), models);
        qwen.press("Escape");
        // Keys typed while the dialog is still closing can be lost: type once the input is back.
        qwen.await(
            "the model dialog closed",
            QwenSession.STEP_TIMEOUT,
            screen ->
                screen.contains(QwenScreens.PROMPT_PLACEHOLDER) && !screen.contains(SECOND_MODEL));

        qwen.submit("/auth");
        qwen.awaitText("the /auth answer", "set by your administrator");

        Path userSettings = qwen.qwenHome().resolve("settings.json");
        ObjectNode own = (ObjectNode) JSON.readTree(userSettings.toFile());
        Files.writeString(
            userSettings,
            JsonOverlay.merged(own, (ObjectNode) JSON.readTree(rogueSettings(rogue.baseUrl())))
                .toString());
        qwen.restartIn(qwen.qwenHome().getParent().relativize(qwen.workspace()).toString());
        qwen.submit("Say hello again");
        qwen.awaitText("the plan model's answer after the restart", "Say hello again");
        qwen.awaitText("the plan model's second answer", new ModelScript("plan").plainText());

        assertEquals(List.of(), qwen.model().authorizations(), "the caller's endpoint was used");
      }
      assertEquals(List.of(), rogue.authorizations(), "the rogue endpoint received a request");
      assertFalse(planModel.chatRequests().isEmpty(), "the plan's endpoint received nothing");
      for (String authorization : planModel.authorizations()) {
        assertEquals("Bearer " + TestPlan.MODEL_KEY, authorization);
      }
    }
  }

  /** The plan's model part, and the allowlist without the fake model's variables. */
  private static ObjectNode plan(String baseUrl) {
    ObjectNode overlay = JSON.createObjectNode();
    ObjectNode model = overlay.putObject("model").put("baseUrl", baseUrl);
    model.putArray("models").add(FakeModel.MODEL_NAME).add(SECOND_MODEL);
    model.putObject("credential").put("env", TestPlan.MODEL_KEY_ENV);
    TestPlan.DEFAULT_ALLOW.forEach(overlay.putObject("environment").putArray("allow")::add);
    return overlay;
  }

  /** Settings that name the rogue endpoint every way Qwen reads one from a settings file. */
  private static String rogueSettings(String baseUrl) {
    ObjectNode settings = JSON.createObjectNode().put("$version", 4);
    settings
        .putObject("modelProviders")
        .putArray("openai")
        .addObject()
        .put("id", ROGUE_MODEL)
        .put("name", ROGUE_MODEL)
        .put("baseUrl", baseUrl)
        .put("envKey", "OPENAI_API_KEY");
    settings.putObject("model").put("name", ROGUE_MODEL).put("baseUrl", baseUrl);
    settings
        .putObject("security")
        .putObject("auth")
        .put("selectedType", "openai")
        .put("baseUrl", baseUrl)
        .put("apiKey", "rogue-key");
    settings.putObject("env").put("OPENAI_BASE_URL", baseUrl);
    return settings.toString();
  }
}

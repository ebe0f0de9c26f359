package io.qwenmanaged.policy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The model parts of the system settings are exactly those the generator renders for {@code
 * launcher.json}'s {@code model}, and absent without one; {@code launcher.json}'s own {@code model}
 * follows the plan's rules.
 */
@Tag("unit")
class ModelCrossChecksTest {

  private static final String MODEL = "posix-mem0-write-model";

  @Test
  void acceptsTheGeneratedFilesOfAGovernedModel() {
    assertEquals(List.of(), ConfigDirectory.golden(MODEL).verify());
    assertEquals(
        List.of(), ConfigDirectory.golden("windows-repositories-2-mem0-write-model").verify());
  }

  @Test
  void reportsAProviderBaseUrlChangedInTheSystemSettings() {
    assertEquals(
        List.of(
            "system-settings.json:/modelProviders: error: must be one openai provider per model of"
                + " launcher.json's /model/models, in order, each at /model/baseUrl and reading its"
                + " key from QWEN_MANAGED_MODEL_API_KEY"),
        ConfigDirectory.golden(MODEL)
            .set("system-settings.json", "/modelProviders/openai/1/baseUrl", "https://rogue.test")
            .verify());
  }

  @Test
  void reportsAChangedEnvKeyOrAMissingModel() {
    assertEquals(
        List.of(
            "system-settings.json:/modelProviders/openai/0/envKey: error: must be"
                + " \"QWEN_MANAGED_MODEL_API_KEY\""),
        ConfigDirectory.golden(MODEL)
            .set("system-settings.json", "/modelProviders/openai/0/envKey", "OPENAI_API_KEY")
            .verify());
    assertEquals(
        List.of(
            "system-settings.json:/modelProviders: error: must be one openai provider per model of"
                + " launcher.json's /model/models, in order, each at /model/baseUrl and reading its"
                + " key from QWEN_MANAGED_MODEL_API_KEY"),
        ConfigDirectory.golden(MODEL)
            .remove("system-settings.json", "/modelProviders/openai/1")
            .verify());
  }

  @Test
  void reportsADefaultModelAuthAndManagedOnlyCopyThatDisagreeWithLauncherJson() {
    assertEquals(
        List.of(
            "system-settings.json:/model: error: must name the first model of launcher.json's"
                + " /model/models",
            "system-settings.json:/security/auth: error: must select and enforce the openai auth"
                + " type: launcher.json has a model",
            "system-settings.json:/managedOnly/model: error: must be the openai auth type with"
                + " launcher.json's /model/baseUrl and /model/models"),
        ConfigDirectory.golden(MODEL)
            .set("system-settings.json", "/model/name", "qwen3-coder-flash")
            .remove("system-settings.json", "/security/auth/enforcedType")
            .set("system-settings.json", "/managedOnly/model/baseUrl", "https://rogue.test/v1")
            .verify());
  }

  /** The MCP server's command then also removes the model's key (or not), so it differs too. */
  @Test
  void reportsEveryModelPartLeftInTheSettingsWhenLauncherJsonHasNoModel() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/args: error: must be the generated"
                + " arguments: the variables removed before java starts (posix), the kit's JVM"
                + " flags, -jar and launcher.json's /files/mcpServerJar",
            "system-settings.json:/modelProviders: error: must not be present: launcher.json has"
                + " no model",
            "system-settings.json:/security/auth/enforcedType: error: must not be present:"
                + " launcher.json has no model",
            "system-settings.json:/managedOnly/model: error: must not be present: launcher.json"
                + " has no model"),
        ConfigDirectory.golden(MODEL).remove("launcher.json", "/model").verify());
  }

  @Test
  void reportsAModelAddedToLauncherJsonButNotToTheSettings() {
    assertEquals(
        List.of(
            "system-settings.json:/mcpServers/external-context/args: error: must be the generated"
                + " arguments: the variables removed before java starts (posix), the kit's JVM"
                + " flags, -jar and launcher.json's /files/mcpServerJar",
            "system-settings.json:/modelProviders: error: must be one openai provider per model of"
                + " launcher.json's /model/models, in order, each at /model/baseUrl and reading its"
                + " key from QWEN_MANAGED_MODEL_API_KEY",
            "system-settings.json:/model: error: must name the first model of launcher.json's"
                + " /model/models",
            "system-settings.json:/security/auth: error: must select and enforce the openai auth"
                + " type: launcher.json has a model",
            "system-settings.json:/managedOnly/model: error: must be the openai auth type with"
                + " launcher.json's /model/baseUrl and /model/models"),
        ConfigDirectory.golden("posix-mem0-write")
            .set(
                "launcher.json",
                "/model",
                Map.of(
                    "baseUrl",
                    "https://llm.example.com/v1",
                    "models",
                    List.of("m"),
                    "credential",
                    Map.of("env", "LLM_KEY")))
            .verify());
  }

  @Test
  void reportsALauncherJsonModelThatBreaksThePlanRules() {
    assertEquals(
        List.of(
            "launcher.json:/model/baseUrl: error: must use https; plain http is accepted only for"
                + " a loopback host (127.0.0.1, ::1, localhost)",
            "launcher.json:/model/credential/env: error: is also the Mem0 credential of"
                + " /credential; the model needs its own key",
            "launcher.json:/environment/allow/0: error: names a variable Qwen Code reads for its"
                + " model provider or auth, which the plan's model decides"),
        ConfigDirectory.golden(MODEL)
            .set("launcher.json", "/model/baseUrl", "http://llm.example.com/v1")
            .set("launcher.json", "/model/credential/env", "MEM0_API_KEY")
            .set("launcher.json", "/environment/allow/0", "OPENAI_BASE_URL")
            .verify("launcher.json"));
  }
}

package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.ModelSettings;

/**
 * Cross-checks the model parts of a system settings file against {@code launcher.json}'s {@code
 * model}: with one, the providers, the default model, the enforced auth type and the managed-only
 * copy are exactly what the generator renders for it; without one, none of the parts that govern
 * the model is there (a default model name and a selected auth type stay allowed: they govern
 * nothing).
 */
final class ModelSettingsChecks {

  static final String PROVIDERS = "/" + ModelSettings.PROVIDERS;
  static final String MODEL = "/" + ModelSettings.MODEL;
  static final String AUTH = "/security/auth";
  static final String MANAGED_ONLY = "/managedOnly/" + ModelSettings.MODEL;

  static final String PROVIDERS_MESSAGE =
      "must be one openai provider per model of launcher.json's /model/models, in order, each at"
          + " /model/baseUrl and reading its key from "
          + ModelEndpoint.API_KEY_ENV;
  static final String MODEL_MESSAGE = "must name the first model of launcher.json's /model/models";
  static final String AUTH_MESSAGE =
      "must select and enforce the openai auth type: launcher.json has a model";
  static final String MANAGED_ONLY_MESSAGE =
      "must be the openai auth type with launcher.json's /model/baseUrl and /model/models";
  static final String NO_MODEL = "launcher.json has no model";

  private ModelSettingsChecks() {}

  static void check(Problems problems, JsonNode settings, LauncherConfig pins) {
    JsonNode auth = settings.path("security").path("auth");
    JsonNode managedOnly = settings.path("managedOnly").path(ModelSettings.MODEL);
    if (pins.model().isEmpty()) {
      problems.presence(PROVIDERS, settings.has(ModelSettings.PROVIDERS), false, NO_MODEL);
      problems.presence(AUTH + "/enforcedType", auth.has("enforcedType"), false, NO_MODEL);
      problems.presence(MANAGED_ONLY, !managedOnly.isMissingNode(), false, NO_MODEL);
      return;
    }
    ModelEndpoint model = pins.model().get();
    if (!ModelSettings.providers(model).equals(settings.path(ModelSettings.PROVIDERS))) {
      problems.add(PROVIDERS, PROVIDERS_MESSAGE);
    }
    if (!ModelSettings.defaultModel(model).equals(settings.path(ModelSettings.MODEL))) {
      problems.add(MODEL, MODEL_MESSAGE);
    }
    if (!ModelSettings.auth().equals(auth)) {
      problems.add(AUTH, AUTH_MESSAGE);
    }
    if (!ModelSettings.managedOnly(model).equals(managedOnly)) {
      problems.add(MANAGED_ONLY, MANAGED_ONLY_MESSAGE);
    }
  }
}

package io.qwenmanaged.policy.verify;

import com.fasterxml.jackson.databind.JsonNode;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.rules.ModelEndpointRule;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules on {@code launcher.json}'s {@code model} that its schema cannot state, the same the
 * generator applies to the plan's: a secure base URL without a trailing slash, printable model ids,
 * a credential that follows the Mem0 credential's rules and is none of the repositories', admin
 * flags that choose only its models, and no allowlist entry that copies the model's variable or one
 * Qwen reads for its model provider.
 */
final class LauncherModelChecks {

  private LauncherModelChecks() {}

  static void check(JsonNode launcher, LauncherConfig pins, Problems problems) {
    if (pins.model().isEmpty()) {
      return;
    }
    ModelEndpoint model = pins.model().get();
    problems.add(
        "/model/baseUrl", ModelEndpointRule.storedBaseUrl(launcher.at("/model/baseUrl").asText()));
    for (int i = 0; i < model.models().size(); i++) {
      problems.add("/model/models/" + i, ModelEndpointRule.modelId(model.models().get(i)));
    }
    List<ModelEndpointRule.Mem0Credential> mem0 = new ArrayList<>();
    List<String> workspaces = new ArrayList<>();
    List<RepositorySlots.Slot> slots = RepositorySlots.of(launcher);
    for (int i = 0; i < slots.size(); i++) {
      LauncherConfig.Repository repository = pins.repositories().get(i);
      mem0.add(
          new ModelEndpointRule.Mem0Credential(
              slots.get(i).credential(),
              repository.credential().env(),
              repository.credential().file()));
      workspaces.add(repository.workspace());
    }
    model
        .credential()
        .env()
        .ifPresent(
            env ->
                problems.add(
                    "/model/credential/env",
                    ModelEndpointRule.credentialVariable(pins.platform(), env, mem0)));
    model
        .credential()
        .file()
        .ifPresent(
            file ->
                problems.add(
                    "/model/credential/file",
                    ModelEndpointRule.credentialFile(pins.platform(), file, workspaces, mem0)));
    List<String> flags = pins.qwenExtraFlags();
    for (int i = 0; i < flags.size(); i++) {
      problems.add("/qwenExtraFlags/" + i, ModelEndpointRule.flag(flags.get(i), model.models()));
    }
    List<String> allow = pins.environment().allow();
    for (int i = 0; i < allow.size(); i++) {
      problems.add(
          "/environment/allow/" + i,
          ModelEndpointRule.allowEntry(allow.get(i), model.credential().env()));
    }
  }
}

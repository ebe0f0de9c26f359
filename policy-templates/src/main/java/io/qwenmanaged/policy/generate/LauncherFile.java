package io.qwenmanaged.policy.generate;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.model.ForcedVariables;
import io.qwenmanaged.policy.model.InstallFacts;
import io.qwenmanaged.policy.model.KitFiles;
import io.qwenmanaged.policy.model.RepositoryAllowancesJson;
import java.util.List;
import java.util.Optional;

/**
 * {@code launcher.json}: every pin the launcher starts Qwen with (runtimes, files, directories,
 * credential, environment), resolved from the plan, and — when the installer generates it — the
 * install block (generation, kit version, scope, installing user).
 */
final class LauncherFile {

  private LauncherFile() {}

  static ObjectNode render(Plan plan, KitLayout layout, Optional<InstallFacts> install) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("launcherVersion", 1);
    install.ifPresent(
        facts -> root.set("install", facts.writeTo(JsonNodeFactory.instance.objectNode())));
    root.put("platform", plan.platform().id());
    root.put("profile", plan.profile().id());
    ObjectNode runtimes = root.putObject("runtimes").put("java", plan.runtimes().java());
    plan.runtimes().env().ifPresent(env -> runtimes.put("env", env));
    runtimes
        .put("node", plan.runtimes().node())
        .put("qwenCli", plan.runtimes().qwenCli())
        .put("qwenVersion", plan.runtimes().qwenVersion());
    Plan.Repository first = plan.repositories().get(0);
    boolean named = first.name().isPresent();
    ObjectNode files = root.putObject("files");
    if (!named) {
      files.put("systemSettings", layout.config(KitFiles.SYSTEM_SETTINGS));
    }
    files.put("systemDefaults", layout.config(KitFiles.SYSTEM_DEFAULTS));
    if (!named) {
      files.put("externalContextConfig", layout.config(KitFiles.EXTERNAL_CONTEXT));
      if (first.autoRecall().isPresent()) {
        files.put("autoRecallConfig", layout.config(KitFiles.EXTERNAL_CONTEXT_RECALL));
      }
    }
    files
        .put("mcpServerJar", layout.mcpServerJar())
        .put("hookJar", layout.hookJar())
        .put("installManifest", layout.config(KitFiles.INSTALL_MANIFEST));
    layout.caCertificates().ifPresent(pem -> files.put("caCertificates", pem));
    layout.trustStore().ifPresent(store -> files.put("trustStore", store));
    strings(root.putArray("qwenExtraFlags"), plan.extraQwenFlags());
    strings(root.putArray("approvalModes"), plan.approvalModes().modes());
    root.put("qwenHome", plan.qwenHome());
    root.put("qwenRuntimeDir", layout.qwenRuntimeDir());
    if (named) {
      ArrayNode repositories = root.putArray("repositories");
      for (Plan.Repository repository : plan.repositories()) {
        ObjectNode out = repositories.addObject();
        out.put("name", repository.name().orElseThrow()).put("workspace", repository.path());
        credential(out, repository.provider());
        if (repository.sharedCredential()) {
          out.put("sharedCredential", true);
        }
        out.put("systemSettings", layout.config(KitFiles.systemSettings(repository.name())))
            .put(
                "externalContextConfig",
                layout.config(KitFiles.externalContext(repository.name())));
        if (repository.autoRecall().isPresent()) {
          out.put(
              "autoRecallConfig", layout.config(KitFiles.externalContextRecall(repository.name())));
        }
        RepositoryAllowancesJson.write(out, repository.allowances());
      }
    } else {
      root.put("workspace", first.path());
      credential(root, first.provider());
      RepositoryAllowancesJson.write(root, first.allowances());
    }
    root.set("environment", environment(plan));
    return root;
  }

  private static void credential(ObjectNode parent, Plan.Provider provider) {
    ObjectNode credential = parent.putObject("credential").put("env", provider.credentialEnv());
    provider.credentialFile().ifPresent(file -> credential.put("file", file));
  }

  private static ObjectNode environment(Plan plan) {
    ObjectNode environment = JsonNodeFactory.instance.objectNode();
    Plan.Environment source = plan.environment();
    strings(environment.putArray("allow"), source.allow().orElse(plan.platform().defaultAllow()));
    strings(environment.putArray("path"), source.path());
    source
        .proxy()
        .ifPresent(
            proxy -> {
              ObjectNode out = environment.putObject("proxy");
              proxy.https().ifPresent(url -> out.put("https", url));
              proxy.http().ifPresent(url -> out.put("http", url));
              if (!proxy.noProxy().isEmpty()) {
                strings(out.putArray("noProxy"), proxy.noProxy());
              }
            });
    ObjectNode forced = environment.putObject("forced");
    ForcedVariables.of(plan.platform()).forEach(forced::put);
    return environment;
  }

  private static void strings(ArrayNode array, List<String> values) {
    values.forEach(array::add);
  }
}

package io.qwenmanaged.launcher.policy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.json.CanonicalJson;
import io.qwenmanaged.policy.model.LauncherConfig;
import io.qwenmanaged.policy.model.ManagedServer;
import io.qwenmanaged.policy.model.ModelEndpoint;
import io.qwenmanaged.policy.model.RepositoryAllowances;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The {@code --json} form of {@code qwen-managed policy}: one document, the same values. */
final class PolicyJson {

  private PolicyJson() {}

  static void print(EffectivePolicy policy, OutputStream out) {
    try {
      out.write(CanonicalJson.bytes(tree(policy)));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static ObjectNode tree(EffectivePolicy policy) {
    LauncherConfig config = policy.installation();
    LauncherConfig.Repository repository = policy.repository();
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("profile", config.profile().id());
    root.put("kitVersion", policy.kitVersion());
    root.put("qwenVersion", config.runtimes().qwenVersion());
    root.put("platform", config.platform().id());
    if (config.namedRepositories()) {
      root.putObject("repository")
          .put("name", repository.name().orElseThrow())
          .put("path", repository.workspace());
    }
    ObjectNode paths = root.putObject("paths");
    paths.put("launcherConfig", policy.launcherJson().toString());
    paths.put("node", config.runtimes().node());
    paths.put("qwenCli", config.runtimes().qwenCli());
    paths.put("java", config.runtimes().java());
    config.runtimes().env().ifPresent(env -> paths.put("env", env));
    paths.put("systemSettings", repository.systemSettings());
    paths.put("systemDefaults", config.files().systemDefaults());
    paths.put("externalContextConfig", repository.externalContextConfig());
    repository.autoRecallConfig().ifPresent(recall -> paths.put("autoRecallConfig", recall));
    paths.put("mcpServerJar", config.files().mcpServerJar());
    paths.put("hookJar", config.files().hookJar());
    paths.put("installManifest", config.files().installManifest());
    paths.put("workspace", repository.workspace());
    paths.put("qwenHome", policy.qwenHome().toString());
    paths.put("qwenRuntimeDir", policy.qwenRuntimeDir().toString());
    Provider provider = policy.provider();
    ObjectNode providerNode = root.putObject("provider").put("type", provider.type());
    provider.appId().ifPresent(appId -> providerNode.put("appId", appId));
    providerNode.put("baseUrl", provider.baseUrl()).put("writes", provider.writes());
    providerNode.put("autoRecall", repository.autoRecallConfig().isPresent());
    ObjectNode credential = root.putObject("credential").put("env", repository.credential().env());
    repository.credential().file().ifPresent(file -> credential.put("file", file));
    credential.put("status", policy.credentialStatus());
    credential.put("sessionFileEnv", ManagedServer.CREDENTIAL_FILE_ENV);
    root.set("model", model(policy));
    ObjectNode environment = root.putObject("environment");
    strings(environment.putArray("allow"), config.environment().allow());
    strings(environment.putArray("passed"), policy.passedNames());
    strings(environment.putArray("path"), config.environment().path());
    config
        .environment()
        .proxy()
        .ifPresent(proxy -> values(environment.putObject("proxy"), proxy.variables()));
    values(environment.putObject("forced"), config.environment().forced());
    strings(root.putArray("qwenExtraFlags"), config.qwenExtraFlags());
    RepositoryAllowances allowances = repository.allowances();
    ObjectNode allows = root.putObject("repositoryAllows");
    ArrayNode kinds = allows.putArray("kinds");
    allowances
        .kinds()
        .forEach(k -> kinds.addObject().put("kind", k.kind()).put("reason", k.reason()));
    ArrayNode files = allows.putArray("files");
    allowances
        .files()
        .forEach(
            f ->
                files
                    .addObject()
                    .put("path", f.path())
                    .put("sha256", f.sha256())
                    .put("reason", f.reason()));
    return root;
  }

  /**
   * {@code {"governed": false}}, or the governed endpoint with where its key comes from and whether
   * it is there (never the key).
   */
  private static ObjectNode model(EffectivePolicy policy) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    Optional<ModelEndpoint> model = policy.installation().model();
    node.put("governed", model.isPresent());
    model.ifPresent(
        endpoint -> {
          node.put("baseUrl", endpoint.baseUrl());
          strings(node.putArray("models"), endpoint.models());
          ObjectNode key = node.putObject("credential");
          endpoint.credential().env().ifPresent(env -> key.put("env", env));
          endpoint.credential().file().ifPresent(file -> key.put("file", file));
          key.put("status", policy.modelCredentialStatus());
          key.put("qwenEnv", ModelEndpoint.API_KEY_ENV);
        });
    return node;
  }

  private static void strings(ArrayNode array, List<String> values) {
    values.forEach(array::add);
  }

  private static void values(ObjectNode object, Map<String, String> values) {
    values.forEach(object::put);
  }
}

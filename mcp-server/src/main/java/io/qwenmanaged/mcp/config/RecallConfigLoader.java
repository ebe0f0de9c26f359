package io.qwenmanaged.mcp.config;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.Secret;
import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.AutoRecall;
import io.qwenmanaged.policy.rules.ExternalContextRules;
import io.qwenmanaged.policy.rules.RepositoryRootRule;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Loads the auto-recall hook's configuration: the file named by {@value ConfigLoader#LOCATOR}, read
 * under the server's file rules, which must be a valid version 2 document, and its credential. Any
 * problem makes it {@link RecallConfigResult.Unusable}: the hook then adds nothing and says
 * nothing.
 *
 * <p>The provider part is checked exactly as the server checks a version 1 file, by reading the
 * document's version 2 frame here and handing the rest ({@code timeoutMs} and {@code provider}) to
 * {@link ConfigInterpreter}. The search then uses {@code autoRecall.timeoutMs} (default {@value
 * AutoRecall#DEFAULT_TIMEOUT_MS}) as its request timeout.
 */
public final class RecallConfigLoader {

  private static final Set<String> TOP = Set.of("version", "timeoutMs", "autoRecall", "provider");
  private static final Set<String> RECALL = Set.of("repositoryRoot", "timeoutMs");

  private RecallConfigLoader() {}

  /**
   * Loads the configuration named by {@code env}, resolving its credential as the server does
   * ({@link CredentialSource}).
   */
  public static RecallConfigResult load(Map<String, String> env) {
    try {
      return loadOrGiveUp(env);
    } catch (RuntimeException e) {
      return new RecallConfigResult.Unusable();
    }
  }

  private static RecallConfigResult loadOrGiveUp(Map<String, String> env) {
    LoadStep<byte[]> bytes = ConfigFileReader.read(env.get(ConfigLoader.LOCATOR));
    if (!(bytes instanceof LoadStep.Ok<byte[]> read)) {
      return new RecallConfigResult.Unusable();
    }
    JsonReadResult json = StrictJson.read(read.value(), "external-context config");
    if (!(json instanceof JsonReadResult.Parsed parsed)
        || !isVersion2Frame(parsed.document())
        || RepositoryRootRule.problem(root(parsed.document())).isPresent()) {
      return new RecallConfigResult.Unusable();
    }
    JsonNode document = parsed.document();
    ObjectNode version1 = ((ObjectNode) document.deepCopy()).put("version", 1);
    version1.remove("autoRecall");
    if (!(ConfigInterpreter.interpret(version1) instanceof LoadStep.Ok<ExternalContextConfig> ok)) {
      return new RecallConfigResult.Unusable();
    }
    Optional<Secret> credential =
        CredentialSource.resolve(env, ok.value().provider().credentialEnv());
    if (credential.isEmpty()) {
      return new RecallConfigResult.Unusable();
    }
    JsonNode timeout = document.path("autoRecall").get("timeoutMs");
    int searchTimeoutMs = timeout == null ? AutoRecall.DEFAULT_TIMEOUT_MS : timeout.intValue();
    ExternalContextConfig search =
        new ExternalContextConfig(searchTimeoutMs, false, ok.value().provider());
    try {
      Path real = Path.of(root(document)).toRealPath();
      return new RecallConfigResult.Ready(new RecallConfig(real, search), credential.get());
    } catch (IOException e) {
      return new RecallConfigResult.Unusable();
    }
  }

  /**
   * Whether {@code document} is a version 2 object with only its keys, an {@code autoRecall} object
   * with only its keys, a string root and, when given, an integer search timeout of 1–{@value
   * AutoRecall#MAX_TIMEOUT_MS}. The provider and {@code timeoutMs} are left to the version 1 rules.
   */
  private static boolean isVersion2Frame(JsonNode document) {
    if (!document.isObject()
        || !ExternalContextRules.isVersion2(document)
        || !onlyKeys(document, TOP)) {
      return false;
    }
    JsonNode recall = document.get("autoRecall");
    if (recall == null || !recall.isObject() || !onlyKeys(recall, RECALL)) {
      return false;
    }
    JsonNode timeout = recall.get("timeoutMs");
    boolean timeoutValid =
        timeout == null
            || (timeout.isNumber()
                && timeout.canConvertToExactIntegral()
                && timeout.asDouble() >= 1
                && timeout.asDouble() <= AutoRecall.MAX_TIMEOUT_MS);
    return timeoutValid && recall.path("repositoryRoot").isTextual();
  }

  private static String root(JsonNode document) {
    return document.path("autoRecall").path("repositoryRoot").textValue();
  }

  private static boolean onlyKeys(JsonNode object, Set<String> allowed) {
    for (var names = object.fieldNames(); names.hasNext(); ) {
      if (!allowed.contains(names.next())) {
        return false;
      }
    }
    return true;
  }
}

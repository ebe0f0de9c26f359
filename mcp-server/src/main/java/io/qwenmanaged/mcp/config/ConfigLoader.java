package io.qwenmanaged.mcp.config;

import io.qwenmanaged.policy.json.JsonReadResult;
import io.qwenmanaged.policy.json.StrictJson;
import io.qwenmanaged.policy.model.ManagedServer;
import java.util.Map;

/**
 * Loads the external-context configuration once at start-up: locate it through {@value #LOCATOR},
 * read it, parse it as strict JSON, interpret it as version 1 and resolve the credential ({@link
 * CredentialSource}: the session's credential file, or the variable outside a session). Every
 * failure is one stable {@link StartupError}; the result never carries a path, and neither the
 * credential nor the name of its variable appears in any message or {@code toString()}.
 *
 * <p>The order of checks, first failure wins: locator and path, file, read, JSON, then the document
 * rules of {@link ConfigInterpreter}, then the credential. Anything unexpected is {@link
 * StartupError#UNEXPECTED}.
 *
 * <p>Start-up cost: the server's path uses a hand-written version 1 check, not the schema
 * validator, which is loaded only to tell a valid version 2 file from an invalid one.
 */
public final class ConfigLoader {

  /** The only way to locate the configuration. */
  public static final String LOCATOR = ManagedServer.CONFIG_ENV;

  private ConfigLoader() {}

  /**
   * Loads the configuration named by {@code env}.
   *
   * @param env the process environment, e.g. {@code System.getenv()}
   */
  public static ConfigResult load(Map<String, String> env) {
    try {
      return loadOrRefuse(env);
    } catch (RuntimeException e) {
      return new ConfigResult.Refused(StartupError.UNEXPECTED);
    }
  }

  private static ConfigResult loadOrRefuse(Map<String, String> env) {
    LoadStep<byte[]> bytes = ConfigFileReader.read(env.get(LOCATOR));
    if (bytes instanceof LoadStep.Refused) {
      return refused(bytes);
    }
    JsonReadResult json =
        StrictJson.read(((LoadStep.Ok<byte[]>) bytes).value(), "external-context config");
    if (json instanceof JsonReadResult.Malformed) {
      return new ConfigResult.Refused(StartupError.CONFIG_NOT_JSON);
    }
    LoadStep<ExternalContextConfig> config =
        ConfigInterpreter.interpret(((JsonReadResult.Parsed) json).document());
    if (config instanceof LoadStep.Refused) {
      return refused(config);
    }
    ExternalContextConfig ready = ((LoadStep.Ok<ExternalContextConfig>) config).value();
    return CredentialSource.resolve(env, ready.provider().credentialEnv())
        .<ConfigResult>map(credential -> new ConfigResult.Ready(ready, credential))
        .orElse(new ConfigResult.Refused(StartupError.CREDENTIAL_UNAVAILABLE));
  }

  private static ConfigResult refused(LoadStep<?> step) {
    return new ConfigResult.Refused(((LoadStep.Refused<?>) step).error());
  }
}

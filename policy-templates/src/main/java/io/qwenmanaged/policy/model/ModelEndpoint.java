package io.qwenmanaged.policy.model;

import java.util.List;
import java.util.Optional;

/**
 * The OpenAI-compatible model endpoint a plan governs: Qwen talks to {@code baseUrl} only (stored
 * without a trailing slash), offers only {@code models} (the first is the default), and reads the
 * endpoint's key from {@value #API_KEY_ENV}, which the launcher fills from {@code credential}. The
 * plan, {@code launcher.json} and the generated system settings carry the same values.
 */
public record ModelEndpoint(String baseUrl, List<String> models, Credential credential) {

  /**
   * The variable Qwen reads the model key from (the generated settings' {@code envKey}): set by the
   * launcher in Qwen's environment only, removed before the kit's MCP server starts, never copied
   * from the caller (the launcher owns the {@code QWEN_} names).
   */
  public static final String API_KEY_ENV = "QWEN_MANAGED_MODEL_API_KEY";

  /** The one auth type Qwen may use when the plan governs the model. */
  public static final String AUTH_TYPE = "openai";

  public ModelEndpoint {
    models = List.copyOf(models);
  }

  /**
   * Where the launcher reads the model key: exactly one of the caller's variable {@code env} or the
   * file {@code file} (absolute or starting with {@code ${HOME}}).
   */
  public record Credential(Optional<String> env, Optional<String> file) {

    /** How {@code launcher.json} and the plan spell it: the variable or the file. */
    public static Credential ofVariable(String env) {
      return new Credential(Optional.of(env), Optional.empty());
    }

    /** A key read from {@code file}. */
    public static Credential ofFile(String file) {
      return new Credential(Optional.empty(), Optional.of(file));
    }
  }

  /** What {@code policy} and {@code doctor} say when {@code launcher.json} has no model. */
  public static final String NOT_GOVERNED = "not governed by the plan";

  /** How {@code policy} and {@code doctor} show it: {@code <baseUrl> (models: a, b)}. */
  public String describe() {
    return baseUrl + " (models: " + String.join(", ", models) + ")";
  }

  /** The model Qwen starts with: the first listed. */
  public String defaultModel() {
    return models.get(0);
  }
}

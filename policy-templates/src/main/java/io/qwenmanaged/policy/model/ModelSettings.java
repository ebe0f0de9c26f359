package io.qwenmanaged.policy.model;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The parts of Qwen's system settings that pin a governed model endpoint, rendered once for the
 * generator and for the verifier, which compares them with {@code launcher.json}'s {@code model}:
 * one {@code openai} provider per model at the endpoint, reading its key from {@value
 * ModelEndpoint#API_KEY_ENV}; the first model as the default; the openai auth type selected and
 * enforced; and the managed build's own copy of the endpoint, which it enforces over user and
 * repository settings, the caller's variables and {@code .env}.
 */
public final class ModelSettings {

  /** The top-level key of the providers. */
  public static final String PROVIDERS = "modelProviders";

  /** The top-level key of the default model, and the managed-only block's key. */
  public static final String MODEL = "model";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private ModelSettings() {}

  /** The {@code modelProviders} object. */
  public static ObjectNode providers(ModelEndpoint endpoint) {
    ObjectNode providers = NODES.objectNode();
    ArrayNode openai = providers.putArray(ModelEndpoint.AUTH_TYPE);
    for (String model : endpoint.models()) {
      openai
          .addObject()
          .put("id", model)
          .put("name", model)
          .put("baseUrl", endpoint.baseUrl())
          .put("envKey", ModelEndpoint.API_KEY_ENV);
    }
    return providers;
  }

  /** The top-level {@code model} object: the default model's name. */
  public static ObjectNode defaultModel(ModelEndpoint endpoint) {
    return NODES.objectNode().put("name", endpoint.defaultModel());
  }

  /** The {@code security.auth} object: openai selected and enforced. */
  public static ObjectNode auth() {
    return NODES
        .objectNode()
        .put("selectedType", ModelEndpoint.AUTH_TYPE)
        .put("enforcedType", ModelEndpoint.AUTH_TYPE);
  }

  /** The {@code managedOnly.model} object. */
  public static ObjectNode managedOnly(ModelEndpoint endpoint) {
    ObjectNode block =
        NODES
            .objectNode()
            .put("authType", ModelEndpoint.AUTH_TYPE)
            .put("baseUrl", endpoint.baseUrl());
    endpoint.models().forEach(block.putArray("models")::add);
    return block;
  }
}

package io.qwenmanaged.policy.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.qwenmanaged.policy.json.JsonValues;
import java.util.Optional;

/**
 * The {@code model} block as the plan and {@code launcher.json} write it: {@code baseUrl}, {@code
 * models}, and {@code credential} as {@code {"env": NAME}} or {@code {"file": PATH}}.
 */
public final class ModelEndpointJson {

  /** The block's key in the plan and in {@code launcher.json}. */
  public static final String KEY = "model";

  private ModelEndpointJson() {}

  /** The block of {@code parent}, when it has one (already schema-valid). */
  public static Optional<ModelEndpoint> read(JsonNode parent) {
    JsonNode block = parent.get(KEY);
    if (block == null) {
      return Optional.empty();
    }
    JsonNode credential = block.get("credential");
    return Optional.of(
        new ModelEndpoint(
            withoutTrailingSlash(block.get("baseUrl").textValue()),
            JsonValues.strings(block.get("models")),
            new ModelEndpoint.Credential(
                JsonValues.text(credential, "env"), JsonValues.text(credential, "file"))));
  }

  /** Writes {@code model} into {@code parent} under {@value #KEY}. */
  public static void write(ObjectNode parent, ModelEndpoint model) {
    ObjectNode block = parent.putObject(KEY).put("baseUrl", model.baseUrl());
    model.models().forEach(block.putArray("models")::add);
    ObjectNode credential = block.putObject("credential");
    model.credential().env().ifPresent(env -> credential.put("env", env));
    model.credential().file().ifPresent(file -> credential.put("file", file));
  }

  /** A base URL is kept without trailing slashes, the form Qwen and the verifier compare. */
  static String withoutTrailingSlash(String url) {
    String stripped = url;
    while (stripped.endsWith("/")) {
      stripped = stripped.substring(0, stripped.length() - 1);
    }
    return stripped;
  }
}

package io.qwenmanaged.policy.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code repositoryConfig} block of a plan and of {@code launcher.json} (the same shape in
 * both): read from a document that passed its schema, and written back in the plan's order.
 */
public final class RepositoryAllowancesJson {

  /** The key of the block, at the top level (one workspace) or in each repository. */
  public static final String KEY = "repositoryConfig";

  private RepositoryAllowancesJson() {}

  /** The allowances of {@code parent}'s block; none when it has none. */
  public static RepositoryAllowances read(JsonNode parent) {
    JsonNode block = parent.get(KEY);
    if (block == null) {
      return RepositoryAllowances.none();
    }
    List<RepositoryAllowances.AllowedKind> kinds = new ArrayList<>();
    for (JsonNode allow : block.path("allow")) {
      kinds.add(
          new RepositoryAllowances.AllowedKind(
              allow.get("kind").textValue(), allow.get("reason").textValue()));
    }
    List<RepositoryAllowances.AllowedFile> files = new ArrayList<>();
    for (JsonNode file : block.path("allowFiles")) {
      files.add(
          new RepositoryAllowances.AllowedFile(
              file.get("path").textValue(),
              file.get("sha256").textValue(),
              file.get("reason").textValue()));
    }
    return new RepositoryAllowances(kinds, files);
  }

  /** Writes {@code allowances} into {@code parent}, unless there are none. */
  public static void write(ObjectNode parent, RepositoryAllowances allowances) {
    block(allowances).ifPresent(block -> parent.set(KEY, block));
  }

  private static Optional<ObjectNode> block(RepositoryAllowances allowances) {
    if (allowances.isEmpty()) {
      return Optional.empty();
    }
    ObjectNode block = JsonNodeFactory.instance.objectNode();
    if (!allowances.kinds().isEmpty()) {
      ArrayNode allow = block.putArray("allow");
      for (RepositoryAllowances.AllowedKind kind : allowances.kinds()) {
        allow.addObject().put("kind", kind.kind()).put("reason", kind.reason());
      }
    }
    if (!allowances.files().isEmpty()) {
      ArrayNode files = block.putArray("allowFiles");
      for (RepositoryAllowances.AllowedFile file : allowances.files()) {
        files
            .addObject()
            .put("path", file.path())
            .put("sha256", file.sha256())
            .put("reason", file.reason());
      }
    }
    return Optional.of(block);
  }
}
